import { Button, ButtonRow } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  signIn: { id: 'shell.signInButtons.signIn', defaultMessage: 'Log in to Maple Rewards' },
  signUp: { id: 'shell.signInButtons.signUp', defaultMessage: 'Create my account' },
});

/** The sign-in and sign-up actions of the login and signup pages; `primary` is the page's own. */
export function SignInButtons({
  primary,
  onSignIn,
  onSignUp,
}: {
  primary: 'signIn' | 'signUp';
  onSignIn: () => void;
  onSignUp: () => void;
}) {
  const signIn = (
    <Button key="signIn" variant={primary === 'signIn' ? 'primary' : 'secondary'} onClick={onSignIn}>
      <FormattedMessage {...messages.signIn} />
    </Button>
  );
  const signUp = (
    <Button key="signUp" variant={primary === 'signUp' ? 'primary' : 'secondary'} onClick={onSignUp}>
      <FormattedMessage {...messages.signUp} />
    </Button>
  );
  return <ButtonRow>{primary === 'signIn' ? [signIn, signUp] : [signUp, signIn]}</ButtonRow>;
}
