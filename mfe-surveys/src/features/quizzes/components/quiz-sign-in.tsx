import { RouteLink, useSiteStore } from '@maple/contracts/react';
import { buttonClassName } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  rule: {
    id: 'quizzes.signIn.rule',
    defaultMessage: 'You need to be signed in to take a quiz, so that the points go to your account.',
  },
  link: { id: 'quizzes.signIn.link', defaultMessage: 'Sign in to take a quiz' },
});

/** That taking a quiz needs sign-in, with a link to sign in for visitors who are not. */
export function QuizSignIn() {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  return (
    <>
      <p>
        <FormattedMessage {...messages.rule} />
      </p>
      {!loggedIn && (
        <p>
          <RouteLink to="login" className={buttonClassName()}>
            <FormattedMessage {...messages.link} />
          </RouteLink>
        </p>
      )}
    </>
  );
}
