import { SCENARIO_NAMES, type ScenarioName } from '@maple/contracts';
import { InactiveMemberNotice, RemotePage, useMembership, useQueryParams, useSiteStore } from '@maple/platform';
import { lazy, Suspense } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { ContentSkeleton } from '#src/lib/content-skeleton.tsx';
import { type OnboardingStepCredits, useOnboardingStepCredits } from '../api/use-onboarding-step-credits';
import { useSurveyPath } from '../hooks/use-survey-path';
import { useSurveyEmbed } from '../hooks/use-survey-embed';
import { AllCookiesNotice } from './all-cookies-notice';
import { ScenarioSurvey } from './scenario-survey';
import { SurveyLink } from './survey-link';
import { SurveyListView } from './survey-list-view';
import { SurveySignInGate } from './survey-sign-in-gate';
import { SurveyUnavailable } from './survey-unavailable';
import styles from './survey-runner.module.css';

const messages = defineMessages({
  intro: {
    id: 'surveys.runner.intro',
    defaultMessage: 'Answer at your own pace. Each survey you complete earns its points, 1 cause point and 5 sweepstakes entries.',
  },
  allSurveys: { id: 'surveys.runner.allSurveys', defaultMessage: 'All surveys' },
});

// The runner and its form libraries load when a member opens a survey, not with the list.
const SurveyRunner = lazy(() => import('./survey-runner').then((module) => ({ default: module.SurveyRunner })));

const isScenarioName = (value: string | null): value is ScenarioName => (SCENARIO_NAMES as readonly (string | null)[]).includes(value);

/** One survey's view: who may take it (a member, with all cookies accepted), then the survey itself. */
function SurveyView({
  survey,
  scenario,
  stepCredits,
}: {
  survey: string | null;
  scenario: ScenarioName | null;
  stepCredits: OnboardingStepCredits;
}) {
  const membership = useMembership();
  const cookiesAccepted = useSiteStore((state) => state.cookiesAccepted);
  const surveyPath = useSurveyPath();
  const surveyId = survey !== null && /^\d{1,9}$/.test(survey) ? Number(survey) : null;
  const here = surveyId !== null ? surveyPath({ survey: surveyId }) : surveyPath(scenario ? { scenario } : {});

  let content;
  if (survey !== null && surveyId === null) content = <SurveyUnavailable />;
  else if (membership === 'inactive') content = <InactiveMemberNotice reason="survey" />;
  else if (membership === 'visitor') content = <SurveySignInGate surveyId={surveyId} returnTo={here} />;
  else if (cookiesAccepted !== true) content = <AllCookiesNotice tone="warning" />;
  else if (surveyId !== null)
    content = (
      <Suspense fallback={<ContentSkeleton lines={6} />}>
        <SurveyRunner surveyId={surveyId} stepCredits={stepCredits} />
      </Suspense>
    );
  else if (scenario) content = <ScenarioSurvey scenario={scenario} />;

  return (
    <RemotePage routeId="survey" intro={<FormattedMessage {...messages.intro} />} related={['quizzes', 'earnPoints', 'sweepstakesEntry']}>
      <p className={styles.back}>
        <SurveyLink to={surveyPath()}>
          <FormattedMessage {...messages.allSurveys} />
        </SurveyLink>
      </p>
      {content}
    </RemotePage>
  );
}

/**
 * The survey screen (`/survey/`, `/fr/sondage/`): the list, or with `?survey=<id>` one survey
 * (the address a visitor comes back to after signing in), or with `?scenario=deq|feedback` a
 * scenario's survey. While it is mounted the survey embed interface is on `window`, and the
 * onboarding steps whose survey is done get their credit.
 */
export function SurveyPage() {
  const [params] = useQueryParams();
  const survey = params.get('survey');
  const scenarioParam = params.get('scenario');
  const scenario = isScenarioName(scenarioParam) ? scenarioParam : null;
  useSurveyEmbed();
  const stepCredits = useOnboardingStepCredits();
  if (survey === null && scenario === null) return <SurveyListView />;
  return <SurveyView survey={survey} scenario={scenario} stepCredits={stepCredits} />;
}
