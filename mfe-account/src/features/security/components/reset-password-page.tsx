import { RemotePage } from '@maple/contracts/react';
import { Notice, Section } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';

/** How long to wait for an email before checking the spam folder (spec section 9). */
const EMAIL_WAIT_MINUTES = 5;

const messages = defineMessages({
  intro: {
    id: 'security.resetPassword.intro',
    defaultMessage: 'Forgotten your password? Reset it to choose a new one, then log in as usual.',
  },
  stepsHeading: { id: 'security.resetPassword.stepsHeading', defaultMessage: 'How to reset your password' },
  stepRequest: {
    id: 'security.resetPassword.stepRequest',
    defaultMessage: 'From the login page, ask to reset your password using the email address of your Maple Rewards account.',
  },
  stepEmail: {
    id: 'security.resetPassword.stepEmail',
    defaultMessage: 'Our secure sign-in service emails you a link to reset your password.',
  },
  stepChoose: { id: 'security.resetPassword.stepChoose', defaultMessage: 'Open the link and choose your new password.' },
  stepLogIn: { id: 'security.resetPassword.stepLogIn', defaultMessage: 'Log in with your new password.' },
});

const spamNotice = defineMessage<{ minutes: number }>({
  id: 'security.resetPassword.spamNotice',
  defaultMessage: 'No email after {minutes} minutes? Check your spam or junk folder.',
});

const steps = [messages.stepRequest, messages.stepEmail, messages.stepChoose, messages.stepLogIn];

/** Resetting a forgotten password. */
export function ResetPasswordPage() {
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
      </Section>
    </RemotePage>
  );
}
