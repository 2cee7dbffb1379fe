import { type EarningResult, onboardingStateOf, onboardingStepOfSurvey, type SurveyDetail } from '@maple/contracts';
import { RouteLink, useApiQuery, useSiteStore } from '@maple/contracts/react';
import { buttonClassName, ButtonRow, Points, Section } from '@maple/ui';
import { defineMessages, FormattedDate, FormattedMessage, type NoMessageValues, type MessageValue } from 'react-intl';
import { FocusedOnMount } from '../../../lib/focused-on-mount';
import type { OnboardingStepCredits } from '../hooks/use-onboarding-step-credits';
import { useSurveyPath } from '../hooks/use-survey-path';
import { SurveyLink } from './survey-link';
import styles from './survey-runner.module.css';

const messages = defineMessages<{
  heading: { title: string };
  earned: NoMessageValues;
  causePoints: { count: number };
  entries: { count: number };
  alreadyCredited: NoMessageValues;
  balance: { balance: MessageValue };
  stepDone: { step: number; total: number };
  stepCredit: { points: MessageValue };
  allOnboarding: NoMessageValues;
  nextStep: { title: string };
  back: NoMessageValues;
  entriesLink: NoMessageValues;
  doneHeading: { title: string };
  doneBody: { date: MessageValue };
}>({
  heading: { id: 'surveys.completed.heading', defaultMessage: 'Thank you! You completed “{title}”' },
  earned: { id: 'surveys.completed.earned', defaultMessage: 'Added to your account:' },
  causePoints: {
    id: 'surveys.completed.causePoints',
    defaultMessage: '{count, plural, one {# cause point} other {# cause points}} for the charity you support',
  },
  entries: {
    id: 'surveys.completed.entries',
    defaultMessage: '{count, plural, one {# sweepstakes entry} other {# sweepstakes entries}}',
  },
  alreadyCredited: {
    id: 'surveys.completed.alreadyCredited',
    defaultMessage: 'This survey had already been credited to your account, so nothing more was added: each survey earns once.',
  },
  balance: { id: 'surveys.completed.balance', defaultMessage: 'Your balance is now {balance}.' },
  stepDone: { id: 'surveys.completed.stepDone', defaultMessage: 'Onboarding step {step, number} of {total, number} is done.' },
  stepCredit: { id: 'surveys.completed.stepCredit', defaultMessage: 'Finishing this step earned you {points} more.' },
  allOnboarding: {
    id: 'surveys.completed.allOnboarding',
    defaultMessage: 'All onboarding surveys completed: your account is set up.',
  },
  nextStep: { id: 'surveys.completed.nextStep', defaultMessage: 'Next step: {title}' },
  back: { id: 'surveys.completed.back', defaultMessage: 'Back to all surveys' },
  entriesLink: { id: 'surveys.completed.entriesLink', defaultMessage: 'Use your sweepstakes entries' },
  doneHeading: { id: 'surveys.completed.doneHeading', defaultMessage: 'You have completed “{title}”' },
  doneBody: {
    id: 'surveys.completed.doneBody',
    defaultMessage: 'You completed this survey on {date}, and it was credited to your account. Each survey earns its points once.',
  },
});

/** The onboarding part of a completion: the step done, its own credit, and the next step or "all completed". */
function OnboardingProgress({ surveyId, stepCredits }: { surveyId: number; stepCredits: OnboardingStepCredits }) {
  const step = onboardingStepOfSurvey(surveyId);
  const onboarding = useSiteStore((state) => state.onboarding);
  const surveys = useApiQuery('memberSurveys', undefined, { errors: 'inline' });
  const surveyPath = useSurveyPath();
  if (step === null) return null;
  const state = onboardingStateOf({ onboarding });
  const credit = stepCredits[step];
  const next = surveys.data?.surveys.find((survey) => survey.onboarding && survey.status !== 'completed' && survey.surveyId !== surveyId);
  return (
    <>
      <p>
        <FormattedMessage {...messages.stepDone} values={{ step, total: state.total }} />{' '}
        {credit && credit.pointsAwarded > 0 && (
          <FormattedMessage {...messages.stepCredit} values={{ points: <Points value={credit.pointsAwarded} /> }} />
        )}
      </p>
      {state.allCompleted ? (
        <p className={styles.allDone}>
          <FormattedMessage {...messages.allOnboarding} />
        </p>
      ) : (
        next && (
          <p>
            <SurveyLink to={surveyPath({ survey: next.surveyId })} className={buttonClassName()}>
              <FormattedMessage {...messages.nextStep} values={{ title: next.title }} />
            </SurveyLink>
          </p>
        )
      )}
    </>
  );
}

/** What completing a survey earned: its points, the cause point and the 5 sweepstakes entries (or that it was credited before). */
export function SurveyCompleted({
  survey,
  result,
  stepCredits,
}: {
  survey: Pick<SurveyDetail, 'surveyId' | 'title'>;
  result: EarningResult;
  stepCredits: OnboardingStepCredits;
}) {
  const surveyPath = useSurveyPath();
  return (
    <Section
      heading={
        <FocusedOnMount>
          <FormattedMessage {...messages.heading} values={{ title: survey.title }} />
        </FocusedOnMount>
      }
    >
      {result.alreadyCredited ? (
        <p>
          <FormattedMessage {...messages.alreadyCredited} />
        </p>
      ) : (
        <div className={styles.earned}>
          <p>
            <FormattedMessage {...messages.earned} />
          </p>
          <ul>
            <li>
              <strong>
                <Points value={result.pointsAwarded} signed />
              </strong>
            </li>
            <li>
              <FormattedMessage {...messages.causePoints} values={{ count: result.causePointsAwarded }} />
            </li>
            <li>
              <FormattedMessage {...messages.entries} values={{ count: result.sweepstakesEntries }} />
            </li>
          </ul>
        </div>
      )}
      <p>
        <FormattedMessage {...messages.balance} values={{ balance: <Points value={result.pointsBalance} /> }} />
      </p>
      <OnboardingProgress surveyId={survey.surveyId} stepCredits={stepCredits} />
      <ButtonRow>
        <SurveyLink to={surveyPath()} className={buttonClassName('secondary')}>
          <FormattedMessage {...messages.back} />
        </SurveyLink>
        <RouteLink to="sweepstakesEntry" className={buttonClassName('quiet')}>
          <FormattedMessage {...messages.entriesLink} />
        </RouteLink>
      </ButtonRow>
    </Section>
  );
}

/** A survey the member completed before: when, and that it earned its points then. */
export function SurveyAlreadyDone({ survey }: { survey: Pick<SurveyDetail, 'title' | 'completedAt'> }) {
  const surveyPath = useSurveyPath();
  return (
    <Section heading={<FormattedMessage {...messages.doneHeading} values={{ title: survey.title }} />}>
      <p>
        <FormattedMessage
          {...messages.doneBody}
          values={{ date: <FormattedDate value={survey.completedAt ?? undefined} year="numeric" month="long" day="numeric" /> }}
        />
      </p>
      <ButtonRow>
        <SurveyLink to={surveyPath()} className={buttonClassName()}>
          <FormattedMessage {...messages.back} />
        </SurveyLink>
      </ButtonRow>
    </Section>
  );
}
