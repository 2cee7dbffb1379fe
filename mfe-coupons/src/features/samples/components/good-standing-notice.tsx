import type { Profile } from '@maple/contracts';
import { RouteLink } from '@maple/platform';
import { Button, ButtonRow, Notice } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useResendVerificationEmail } from '../api/use-resend-verification-email';

const messages = defineMessages({
  confirmTitle: { id: 'samples.standing.confirmTitle', defaultMessage: 'Confirm your email address to order samples' },
  confirmBody: {
    id: 'samples.standing.confirmBody',
    defaultMessage:
      'We send samples to members who have confirmed their email address. Follow the link in the email we sent you when you joined, then order: your basket keeps your samples.',
  },
  resend: { id: 'samples.standing.resend', defaultMessage: 'Send the confirmation link again' },
  account: { id: 'samples.standing.account', defaultMessage: 'See your email address in My account' },
  sent: { id: 'samples.standing.sent', defaultMessage: 'We sent the link again. No email after five minutes? Check your spam folder.' },
  tooSoon: {
    id: 'samples.standing.tooSoon',
    defaultMessage: 'We have already sent the link several times in the last hour. Please wait a little before asking again.',
  },
  failed: { id: 'samples.standing.failed', defaultMessage: 'We could not send the link just now. Please try again.' },
  joinTitle: { id: 'samples.standing.joinTitle', defaultMessage: 'Finish joining Maple Rewards to order samples' },
  joinBody: {
    id: 'samples.standing.joinBody',
    defaultMessage: 'Samples are for members of the programme. Sign out, then sign in again to finish joining.',
  },
  help: { id: 'samples.standing.help', defaultMessage: 'Still stuck? Contact us' },
});

/** A member who may order samples: enrolled for rewards, with a confirmed email address (the API asks the same). */
function inGoodStanding(profile: Profile): boolean {
  return profile.enrolledForRewards && profile.traits.emailVerified;
}

/**
 * What a signed-in member who may not order samples yet is told, before they fill in an order:
 * to finish joining, or to confirm their email address, with a way to get the link again.
 */
export function GoodStandingNotice({ profile }: { profile: Profile }) {
  const resend = useResendVerificationEmail();
  if (inGoodStanding(profile)) return null;
  if (!profile.enrolledForRewards)
    return (
      <Notice tone="warning" title={<FormattedMessage {...messages.joinTitle} />}>
        <p>
          <FormattedMessage {...messages.joinBody} />
        </p>
        <RouteLink to="help">
          <FormattedMessage {...messages.help} />
        </RouteLink>
      </Notice>
    );
  return (
    <Notice tone="warning" title={<FormattedMessage {...messages.confirmTitle} />}>
      <p>
        <FormattedMessage {...messages.confirmBody} />
      </p>
      <ButtonRow>
        <Button variant="secondary" size="small" busy={resend.isPending} onClick={() => resend.mutate({})}>
          <FormattedMessage {...messages.resend} />
        </Button>
        <RouteLink to="myAccount">
          <FormattedMessage {...messages.account} />
        </RouteLink>
      </ButtonRow>
      <p role="status">
        {resend.isSuccess && <FormattedMessage {...messages.sent} />}
        {resend.isError && <FormattedMessage {...(resend.error.kind === 'rateLimitExceeded' ? messages.tooSoon : messages.failed)} />}
      </p>
    </Notice>
  );
}
