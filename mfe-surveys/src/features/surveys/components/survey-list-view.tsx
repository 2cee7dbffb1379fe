import { ApiErrorState, InactiveMemberNotice, RemotePage, useApiQuery, useCommands, useMembership } from '@maple/platform';
import { Button, Card, CardList, CardListSkeleton, EmptyState, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { useSurveyPath } from '../hooks/use-survey-path';
import { AllCookiesNotice } from './all-cookies-notice';
import { OnboardingSection } from './onboarding-section';
import { type ListedSurvey, SurveyCard } from './survey-card';
import { SURVEY_REWARD } from './survey-reward';

const messages = defineMessages<{
  intro: NoMessageValues;
  earnHeading: NoMessageValues;
  earnPoints: { low: number; high: number };
  earnCausePoints: { count: number };
  earnEntries: { count: number };
  listHeading: NoMessageValues;
  listFailed: NoMessageValues;
  noSurveys: NoMessageValues;
  noSurveysBody: NoMessageValues;
  startHeading: NoMessageValues;
  signInRule: NoMessageValues;
  signIn: NoMessageValues;
}>({
  intro: {
    id: 'surveys.survey.intro',
    defaultMessage:
      'Share your opinion in short surveys about the products you use at home, and earn points for every survey you complete.',
  },
  earnHeading: { id: 'surveys.survey.earnHeading', defaultMessage: 'What each survey earns' },
  earnPoints: { id: 'surveys.survey.earnPoints', defaultMessage: '{low} or {high} points, depending on the survey' },
  earnCausePoints: {
    id: 'surveys.survey.earnCausePoints',
    defaultMessage: '{count, plural, one {# cause point} other {# cause points}} for the charity you support',
  },
  earnEntries: { id: 'surveys.survey.earnEntries', defaultMessage: '{count} sweepstakes entries, added automatically' },
  listHeading: { id: 'surveys.survey.listHeading', defaultMessage: 'Choose a survey' },
  listFailed: { id: 'surveys.survey.listFailed', defaultMessage: 'The surveys could not be loaded' },
  noSurveys: { id: 'surveys.survey.noSurveys', defaultMessage: 'There are no surveys available at this time.' },
  noSurveysBody: { id: 'surveys.survey.noSurveysBody', defaultMessage: 'New surveys are added regularly. Take a quiz in the meantime.' },
  startHeading: { id: 'surveys.survey.startHeading', defaultMessage: 'Taking a survey' },
  signInRule: {
    id: 'surveys.survey.signInRule',
    defaultMessage: 'You need to be signed in to start a survey, so that the points go to your account.',
  },
  signIn: { id: 'surveys.survey.signIn', defaultMessage: 'Sign in to start a survey' },
});

/** The surveys everyone sees (`content/surveys`), or a member's with their progress (`user/surveys`). */
function useListedSurveys() {
  // An opted-out member reads what everyone does: their own list waits for them to opt back in.
  const loggedIn = useMembership() === 'member';
  const mine = useApiQuery('memberSurveys', undefined, { errors: 'inline' });
  const everyones = useApiQuery('surveys', undefined, { errors: 'inline', enabled: !loggedIn });
  const query = loggedIn ? mine : everyones;
  const surveys: ListedSurvey[] | undefined = loggedIn
    ? mine.data?.surveys
        .filter((survey) => survey.scenario === null)
        .map(({ surveyId, title, points, onboarding, status, answeredCount, questionCount, completedAt }) => ({
          surveyId,
          title,
          points,
          onboarding,
          progress: { status, answeredCount, questionCount, completedAt },
        }))
    : everyones.data?.surveys;
  return { query, surveys };
}

/** The survey screen's list: what surveys earn, the onboarding steps, every survey and how to take one. */
export function SurveyListView() {
  const membership = useMembership();
  const commands = useCommands();
  const surveyPath = useSurveyPath();
  const { query, surveys } = useListedSurveys();
  const topics = surveys?.filter((survey) => !survey.onboarding) ?? [];

  return (
    <RemotePage
      routeId="survey"
      intro={<FormattedMessage {...messages.intro} />}
      related={['quizzes', 'earnPoints', 'completeProfile', 'sweepstakesEntry']}
    >
      <AllCookiesNotice />

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

      <OnboardingSection surveys={surveys?.filter((survey) => survey.onboarding) ?? []} loading={query.isPending} />

      <Section heading={<FormattedMessage {...messages.listHeading} />}>
        {query.isPending ? (
          <CardListSkeleton count={3} lines={3} />
        ) : query.isError ? (
          <ApiErrorState failure={query.error} title={<FormattedMessage {...messages.listFailed} />} onRetry={() => void query.refetch()} />
        ) : topics.length === 0 ? (
          <EmptyState title={<FormattedMessage {...messages.noSurveys} />}>
            <p>
              <FormattedMessage {...messages.noSurveysBody} />
            </p>
          </EmptyState>
        ) : (
          <CardList>
            {topics.map((survey) => (
              <SurveyCard key={survey.surveyId} survey={survey} />
            ))}
          </CardList>
        )}
      </Section>

      {membership === 'inactive' && <InactiveMemberNotice reason="survey" />}
      {membership === 'visitor' && (
        <Section heading={<FormattedMessage {...messages.startHeading} />}>
          <p>
            <FormattedMessage {...messages.signInRule} />
          </p>
          <p>
            <Button variant="secondary" onClick={() => commands.promptLogin({ reason: 'survey', returnTo: surveyPath() })}>
              <FormattedMessage {...messages.signIn} />
            </Button>
          </p>
        </Section>
      )}
    </RemotePage>
  );
}
