import { useApiQuery, useCommands } from '@maple/platform';
import { Button, ButtonRow, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { SURVEY_REWARD } from './survey-reward';

const messages = defineMessages<{
  heading: NoMessageValues;
  named: { title: string };
  body: NoMessageValues;
  earns: { points: number; causePoints: number; entries: number };
  signIn: NoMessageValues;
}>({
  heading: { id: 'surveys.signInGate.heading', defaultMessage: 'Sign in to take this survey' },
  named: { id: 'surveys.signInGate.named', defaultMessage: 'Sign in to take “{title}”' },
  body: {
    id: 'surveys.signInGate.body',
    defaultMessage:
      'Surveys are for members, so that the points go to your account. Sign in or join for free, and the survey opens right after.',
  },
  earns: {
    id: 'surveys.signInGate.earns',
    defaultMessage:
      'It earns {points, number} points, {causePoints, plural, one {# cause point} other {# cause points}} and {entries, number} sweepstakes entries.',
  },
  signIn: { id: 'surveys.signInGate.signIn', defaultMessage: 'Sign in to start this survey' },
});

/**
 * A visitor who opened a survey's address: what it earns, and the login prompt, which brings
 * them back to this same survey (`returnTo`).
 */
export function SurveySignInGate({ surveyId, returnTo }: { surveyId: number | null; returnTo: string }) {
  const commands = useCommands();
  // The survey's title and points: a failure opens the error modal (the gate says it without them).
  const listed = useApiQuery('surveys');
  const survey = listed.data?.surveys.find((candidate) => candidate.surveyId === surveyId);
  return (
    <Section
      heading={
        survey ? <FormattedMessage {...messages.named} values={{ title: survey.title }} /> : <FormattedMessage {...messages.heading} />
      }
    >
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      {survey && (
        <p>
          <FormattedMessage
            {...messages.earns}
            values={{ points: survey.points, causePoints: SURVEY_REWARD.causePoints, entries: SURVEY_REWARD.sweepstakesEntries }}
          />
        </p>
      )}
      <ButtonRow>
        <Button onClick={() => commands.promptLogin({ reason: 'survey', returnTo })}>
          <FormattedMessage {...messages.signIn} />
        </Button>
      </ButtonRow>
    </Section>
  );
}
