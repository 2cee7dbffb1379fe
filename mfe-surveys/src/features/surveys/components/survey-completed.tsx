import { type EarningResult, onboardingStateOf, onboardingStepOfSurvey, type SurveyDetail } from '@maple/contracts';
import { RouteLink, useApiQuery, useSiteStore } from '@maple/platform';
import { buttonClassName, ButtonRow, Notice, Points, Section } from '@maple/ui';
import { defineMessages, FormattedDate, FormattedMessage, type NoMessageValues, type MessageValue } from 'react-intl';
import { FocusedOnMount } from '#src/lib/focused-on-mount.tsx';
import type { OnboardingStepCredits } from '../api/use-onboarding-step-credits';
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
  balanceComing: NoMessageValues;
  stepDone: { step: number; total: number };
  stepCredit: { points: MessageValue };
  stepCreditFailed: { code: number };
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
  balanceComing: { id: 'surveys.completed.balanceComing', defaultMessage: 'Adding this step’s bonus to your balance…' },
  stepDone: { id: 'surveys.completed.stepDone', defaultMessage: 'Onboarding step {step, number} of {total, number} is done.' },
  stepCredit: { id: 'surveys.completed.stepCredit', defaultMessage: 'Finishing this step earned you {points} more.' },
  stepCreditFailed: {
    id: 'surveys.completed.stepCreditFailed',
    defaultMessage: 'This step’s bonus could not be added just now (error code {code}). It will be added on your next visit.',
  },
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
/**
 * The balance after the survey, with the onboarding step's bonus when the survey is a step's:
 * the step's credit is claimed right after the survey, so the balance waits for it (or says,
 * with its code, that the bonus will come later).
 */
function Balance({ surveyId, result, stepCredits }: { surveyId: number; result: EarningResult; stepCredits: OnboardingStepCredits }) {
  const step = onboardingStepOfSurvey(surveyId);
  const credit = step === null ? undefined : stepCredits.byStep[step];
  const failure = credit?.status === 'failed' ? credit.code : step !== null && !credit ? stepCredits.failure : null;
  // A step's survey credited for the first time: its bonus is on its way.
  const waiting = step !== null && !result.alreadyCredited && !credit && failure === null;
  const balance = credit?.status === 'credited' ? credit.result.pointsBalance : result.pointsBalance;
  return (
    <>
      <p role="status">
        {waiting ? (
          <FormattedMessage {...messages.balanceComing} />
        ) : (
          <FormattedMessage {...messages.balance} values={{ balance: <Points value={balance} /> }} />
        )}
      </p>
      {failure !== null && !result.alreadyCredited && (
        <Notice tone="warning">
          <FormattedMessage {...messages.stepCreditFailed} values={{ code: failure }} />
        </Notice>
      )}
    </>
  );
}

function OnboardingProgress({ surveyId, stepCredits }: { surveyId: number; stepCredits: OnboardingStepCredits }) {
  const step = onboardingStepOfSurvey(surveyId);
  const onboarding = useSiteStore((state) => state.onboarding);
  // Where the next step's link comes from: a failure opens the error modal, rather than the link going missing without a word.
  const surveys = useApiQuery('memberSurveys');
  const surveyPath = useSurveyPath();
  if (step === null) return null;
  const state = onboardingStateOf({ onboarding });
  const credit = stepCredits.byStep[step];
  const next = surveys.data?.surveys.find((survey) => survey.onboarding && survey.status !== 'completed' && survey.surveyId !== surveyId);
  return (
    <>
      <p>
        <FormattedMessage {...messages.stepDone} values={{ step, total: state.total }} />{' '}
        {credit?.status === 'credited' && credit.result.pointsAwarded > 0 && (
          <FormattedMessage {...messages.stepCredit} values={{ points: <Points value={credit.result.pointsAwarded} /> }} />
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
      <Balance surveyId={survey.surveyId} result={result} stepCredits={stepCredits} />
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
