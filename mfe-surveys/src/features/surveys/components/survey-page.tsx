import { ONBOARDING_STEPS } from '@maple/contracts';
import { RemotePage, RouteLink, useSiteStore } from '@maple/contracts/react';
import { buttonClassName, Card, CardList, Notice, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';

/** What every completed survey earns (spec section 9). */
const SURVEY_REWARD = { causePoints: 1, lowPoints: 50, highPoints: 100, sweepstakesEntries: 5 } as const;

const messages = defineMessages<{
  intro: NoMessageValues;
  cookiesNotice: NoMessageValues;
  earnHeading: NoMessageValues;
  earnPoints: { low: number; high: number };
  earnCausePoints: { count: number };
  earnEntries: { count: number };
  onboardingHeading: NoMessageValues;
  onboardingBody: NoMessageValues;
  onboardingProgress: { completed: number; total: number };
  startHeading: NoMessageValues;
  signInRule: NoMessageValues;
  signInLink: NoMessageValues;
}>({
  intro: {
    id: 'surveys.survey.intro',
    defaultMessage:
      'Share your opinion in short surveys about the products you use at home, and earn points for every survey you complete.',
  },
  cookiesNotice: {
    id: 'surveys.survey.cookiesNotice',
    defaultMessage: 'Survey pages ask you to accept all cookies. Accept all cookies when asked so that your survey can open.',
  },
  earnHeading: { id: 'surveys.survey.earnHeading', defaultMessage: 'What each survey earns' },
  earnPoints: { id: 'surveys.survey.earnPoints', defaultMessage: '{low} or {high} points, depending on the survey' },
  earnCausePoints: {
    id: 'surveys.survey.earnCausePoints',
    defaultMessage: '{count, plural, one {# cause point} other {# cause points}} for the charity you support',
  },
  earnEntries: { id: 'surveys.survey.earnEntries', defaultMessage: '{count} sweepstakes entries, added automatically' },
  onboardingHeading: { id: 'surveys.survey.onboardingHeading', defaultMessage: 'Onboarding surveys' },
  onboardingBody: {
    id: 'surveys.survey.onboardingBody',
    defaultMessage:
      'When you join, three short onboarding surveys help us get to know you. Complete all three, and add your gender and date of birth to your profile, to finish setting up your account.',
  },
  onboardingProgress: {
    id: 'surveys.survey.onboardingProgress',
    defaultMessage: 'Onboarding surveys completed: {completed} of {total}.',
  },
  startHeading: { id: 'surveys.survey.startHeading', defaultMessage: 'Taking a survey' },
  signInRule: {
    id: 'surveys.survey.signInRule',
    defaultMessage: 'You need to be signed in to start a survey, so that the points go to your account.',
  },
  signInLink: { id: 'surveys.survey.signInLink', defaultMessage: 'Sign in to start a survey' },
});

/** Surveys: what they earn, the onboarding surveys and what starting one needs. */
export function SurveyPage() {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const onboardingCompleted = useSiteStore(
    (state) => ONBOARDING_STEPS.filter((step) => state.onboarding[step].completedSurveyCount > 0).length,
  );

  return (
    <RemotePage
      routeId="survey"
      intro={<FormattedMessage {...messages.intro} />}
      related={['quizzes', 'earnPoints', 'completeProfile', 'sweepstakesEntry']}
    >
      <Notice>
        <FormattedMessage {...messages.cookiesNotice} />
      </Notice>

      <Section heading={<FormattedMessage {...messages.earnHeading} />}>
        <CardList>
          <Card>
            <FormattedMessage {...messages.earnPoints} values={{ low: SURVEY_REWARD.lowPoints, high: SURVEY_REWARD.highPoints }} />
          </Card>
          <Card>
            <FormattedMessage {...messages.earnCausePoints} values={{ count: SURVEY_REWARD.causePoints }} />
          </Card>
          <Card>
            <FormattedMessage {...messages.earnEntries} values={{ count: SURVEY_REWARD.sweepstakesEntries }} />
          </Card>
        </CardList>
      </Section>

      <Section heading={<FormattedMessage {...messages.onboardingHeading} />}>
        <p>
          <FormattedMessage {...messages.onboardingBody} />
        </p>
        {loggedIn && (
          <p>
            <FormattedMessage
              {...messages.onboardingProgress}
              values={{ completed: onboardingCompleted, total: ONBOARDING_STEPS.length }}
            />
          </p>
        )}
      </Section>

      <Section heading={<FormattedMessage {...messages.startHeading} />}>
        <p>
          <FormattedMessage {...messages.signInRule} />
        </p>
        {!loggedIn && (
          <p>
            <RouteLink to="login" className={buttonClassName()}>
              <FormattedMessage {...messages.signInLink} />
            </RouteLink>
          </p>
        )}
      </Section>
    </RemotePage>
  );
}
