import { href } from '@maple/contracts';
import { RemotePage, RouteLink, useLocale, useNavigateTo, useSiteStore } from '@maple/platform';
import { Button, ButtonRow, Notice, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

/** How long to wait for an email before checking the spam folder (spec section 9). */
const EMAIL_WAIT_MINUTES = 5;

const messages = defineMessages({
  intro: {
    id: 'security.resetPassword.intro',
    defaultMessage: 'Forgotten your password? Our secure sign-in service emails you a link to choose a new one.',
  },
  stepsHeading: { id: 'security.resetPassword.stepsHeading', defaultMessage: 'How to reset your password' },
  stepContinue: {
    id: 'security.resetPassword.stepContinue',
    defaultMessage: 'Continue to our secure sign-in page, and choose “Forgot your password?”.',
  },
  stepEmail: {
    id: 'security.resetPassword.stepEmail',
    defaultMessage: 'Enter the email address of your Maple Rewards account: we email you a link.',
  },
  stepChoose: { id: 'security.resetPassword.stepChoose', defaultMessage: 'Open the link within an hour and choose your new password.' },
  stepLogIn: { id: 'security.resetPassword.stepLogIn', defaultMessage: 'Log in with your new password.' },
  continue: { id: 'security.resetPassword.continue', defaultMessage: 'Continue to reset my password' },
  signedIn: {
    id: 'security.resetPassword.signedIn',
    defaultMessage: 'You are signed in. If you know your current password, change it instead; otherwise sign out first, then reset it.',
  },
});

const spamNotice = defineMessage<{ minutes: number }>({
  id: 'security.resetPassword.spamNotice',
  defaultMessage: 'No email after {minutes} minutes? Check your spam or junk folder.',
});

const steps = [messages.stepContinue, messages.stepEmail, messages.stepChoose, messages.stepLogIn];

/**
 * Resetting a forgotten password happens at the identity provider: this page hands the visitor
 * off to its sign-in page (through the site's `?login`, in the page's language), where
 * "Forgot your password?" opens its reset form.
 */
export function ResetPasswordPage() {
  const locale = useLocale();
  const navigateTo = useNavigateTo();
  const signedIn = useSiteStore((state) => state.loggedIn);
  return (
    <RemotePage routeId="resetPassword" intro={<FormattedMessage {...messages.intro} />} related={['login', 'changePassword', 'help']}>
      <Section heading={<FormattedMessage {...messages.stepsHeading} />}>
        <ol>
          {steps.map((step) => (
            <li key={step.id}>
              <FormattedMessage {...step} />
            </li>
          ))}
        </ol>
        <Notice>
          <FormattedMessage {...spamNotice} values={{ minutes: EMAIL_WAIT_MINUTES }} />
        </Notice>
        {signedIn ? (
          <p>
            <FormattedMessage {...messages.signedIn} /> <RouteLink to="changePassword" />
          </p>
        ) : (
          <ButtonRow>
            <Button onClick={() => navigateTo(`${href('resetPassword', locale)}?login`)}>
              <FormattedMessage {...messages.continue} />
            </Button>
          </ButtonRow>
        )}
      </Section>
    </RemotePage>
  );
}
