import { useApiMutation } from '@maple/platform';
import { Button, Notice } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  title: { id: 'surveys.emailConfirmation.title', defaultMessage: 'Confirm your email address to earn points' },
  body: {
    id: 'surveys.emailConfirmation.body',
    defaultMessage:
      'We sent you an email with a confirmation link when you joined. Follow the link, then try again: your answers are kept. If you cannot find the email, check your spam folder after five minutes.',
  },
  resend: { id: 'surveys.emailConfirmation.resend', defaultMessage: 'Send the link again' },
  sent: { id: 'surveys.emailConfirmation.sent', defaultMessage: 'We sent the link again. It can take a few minutes to arrive.' },
  tooSoon: {
    id: 'surveys.emailConfirmation.tooSoon',
    defaultMessage: 'We have already sent the link several times in the last hour. Please wait a little before asking again.',
  },
  failed: { id: 'surveys.emailConfirmation.failed', defaultMessage: 'We could not send the link just now. Please try again.' },
});

/**
 * What a member whose email address is not confirmed is told when earning is refused (403
 * `Email not verified`), with a way to get the confirmation link again.
 */
export function EmailConfirmationNotice() {
  const resend = useApiMutation('resendVerificationEmail', { errors: 'inline' });
  return (
    <Notice tone="warning" announce title={<FormattedMessage {...messages.title} />}>
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      <p>
        <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate({})}>
          <FormattedMessage {...messages.resend} />
        </Button>
      </p>
      <p role="status">
        {resend.isSuccess && <FormattedMessage {...messages.sent} />}
        {resend.isError && <FormattedMessage {...(resend.error.kind === 'rateLimitExceeded' ? messages.tooSoon : messages.failed)} />}
      </p>
    </Notice>
  );
}
