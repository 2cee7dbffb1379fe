import { onboardingStateOf } from '@maple/contracts';
import { useSiteStore } from '@maple/platform';
import { Badge, CardList, CardListSkeleton, Notice, Progress, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { type ListedSurvey, SurveyCard } from './survey-card';

const messages = defineMessages<{
  heading: NoMessageValues;
  body: NoMessageValues;
  progress: NoMessageValues;
  step: { step: number; title: string };
  rewardEarned: NoMessageValues;
  allCompleted: NoMessageValues;
  allCompletedBody: NoMessageValues;
  list: NoMessageValues;
}>({
  heading: { id: 'surveys.onboarding.heading', defaultMessage: 'Onboarding surveys' },
  body: {
    id: 'surveys.onboarding.body',
    defaultMessage:
      'When you join, three short onboarding surveys help us get to know you. Complete all three, and add your gender and date of birth to your profile, to finish setting up your account.',
  },
  progress: { id: 'surveys.onboarding.progress', defaultMessage: 'Onboarding surveys completed' },
  step: { id: 'surveys.onboarding.step', defaultMessage: 'Step {step, number}: {title}' },
  rewardEarned: { id: 'surveys.onboarding.rewardEarned', defaultMessage: 'Reward earned' },
  allCompleted: { id: 'surveys.onboarding.allCompleted', defaultMessage: 'All onboarding surveys completed' },
  allCompletedBody: {
    id: 'surveys.onboarding.allCompletedBody',
    defaultMessage: 'Thank you for telling us about yourself. The surveys below earn you more points whenever you like.',
  },
  list: { id: 'surveys.onboarding.list', defaultMessage: 'The three onboarding steps' },
});

/**
 * The three onboarding surveys (1275, 1276, 1277) as steps: for a member, each step's
 * completion and reward-earned flag from the store (which the shell keeps from their earning
 * history), how many are done, and "all onboarding surveys completed" once they are.
 */
export function OnboardingSection({ surveys, loading }: { surveys: readonly ListedSurvey[]; loading: boolean }) {
  const intl = useIntl();
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const onboarding = useSiteStore((state) => state.onboarding);
  const state = onboardingStateOf({ onboarding });

  return (
    <Section heading={<FormattedMessage {...messages.heading} />}>
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      {loggedIn && <Progress label={<FormattedMessage {...messages.progress} />} value={state.completedCount} max={state.total} />}
      {loggedIn && state.allCompleted && (
        <Notice tone="success" title={<FormattedMessage {...messages.allCompleted} />}>
          <p>
            <FormattedMessage {...messages.allCompletedBody} />
          </p>
        </Notice>
      )}
      {loading ? (
        <CardListSkeleton count={3} lines={2} />
      ) : (
        <CardList ordered label={intl.formatMessage(messages.list)}>
          {state.steps.flatMap((step) => {
            const survey = surveys.find((candidate) => candidate.surveyId === step.surveyId);
            if (!survey) return [];
            return [
              <SurveyCard
                key={step.surveyId}
                survey={survey}
                heading={<FormattedMessage {...messages.step} values={{ step: step.step, title: survey.title }} />}
                extra={
                  loggedIn &&
                  step.rewardEarned && (
                    <p>
                      <Badge tone="brand">
                        <FormattedMessage {...messages.rewardEarned} />
                      </Badge>
                    </p>
                  )
                }
              />,
            ];
          })}
        </CardList>
      )}
    </Section>
  );
}
