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
    <button key="signIn" type="button" className={primary === 'signIn' ? 'button' : 'button button--secondary'} onClick={onSignIn}>
      <FormattedMessage {...messages.signIn} />
    </button>
  );
  const signUp = (
    <button key="signUp" type="button" className={primary === 'signUp' ? 'button' : 'button button--secondary'} onClick={onSignUp}>
      <FormattedMessage {...messages.signUp} />
    </button>
  );
  return <p className="sign-in-buttons">{primary === 'signIn' ? [signIn, ' ', signUp] : [signUp, ' ', signIn]}</p>;
}
