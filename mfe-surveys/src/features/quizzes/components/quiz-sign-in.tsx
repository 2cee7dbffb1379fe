import { useCommands, useCurrentLocation, useSiteStore } from '@maple/platform';
import { Button } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  rule: {
    id: 'quizzes.signIn.rule',
    defaultMessage: 'You need to be signed in to take a quiz, so that the points go to your account.',
  },
  link: { id: 'quizzes.signIn.link', defaultMessage: 'Sign in to take a quiz' },
});

/** That taking a quiz needs sign-in; a visitor gets the login prompt, which brings them back to this page. */
export function QuizSignIn() {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const commands = useCommands();
  const { pathname } = useCurrentLocation();
  return (
    <>
      <p>
        <FormattedMessage {...messages.rule} />
      </p>
      {!loggedIn && (
        <p>
          <Button variant="secondary" onClick={() => commands.promptLogin({ reason: 'quiz', returnTo: pathname })}>
            <FormattedMessage {...messages.link} />
          </Button>
        </p>
      )}
    </>
  );
}
