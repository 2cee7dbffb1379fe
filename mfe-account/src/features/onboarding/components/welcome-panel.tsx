import { maskedEmail, onboardingStepSearch } from '@maple/contracts';
import { RouteLink, useSiteStore } from '@maple/platform';
import { Button, ButtonRow } from '@maple/ui';
import { type ReactNode, useId } from 'react';
import { defineMessage, defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { OutcomeNotice } from '#src/components/outcome-notice.tsx';
import { useResendVerificationEmail } from '../api/use-resend-verification-email';
import styles from './welcome-panel.module.css';

const messages = defineMessages({
  resend: { id: 'onboarding.welcome.resend', defaultMessage: 'Send the confirmation email again' },
  resent: { id: 'onboarding.welcome.resent', defaultMessage: 'We sent it again. It can take a few minutes to arrive.' },
  tooSoon: {
    id: 'onboarding.welcome.tooSoon',
    defaultMessage: 'We have already sent it several times in the last hour: wait a little, then ask again.',
  },
  spam: {
    id: 'onboarding.welcome.spam',
    defaultMessage: 'No email yet? It can take five minutes to arrive; after that, check your spam folder, or send it again.',
  },
  hide: { id: 'onboarding.welcome.hide', defaultMessage: 'Hide for now' },
});

const withValues = defineMessages<{
  heading: { name: string };
  first: { email: string };
  next: { link: MessageTag };
  resendFailed: { code: number };
}>({
  heading: { id: 'onboarding.welcome.heading', defaultMessage: 'Welcome to Maple Rewards, {name}!' },
  first: {
    id: 'onboarding.welcome.first',
    defaultMessage:
      'First, confirm your email address: follow the link we sent to {email}. Until it is confirmed, surveys, quizzes and receipts cannot earn you points.',
  },
  next: {
    id: 'onboarding.welcome.next',
    defaultMessage: 'Then <link>answer the first welcome survey</link>: each of the three earns you points and a bonus.',
  },
  resendFailed: {
    id: 'onboarding.welcome.resendFailed',
    defaultMessage: 'The email could not be sent again just now (error code {code}). Try again in a moment.',
  },
});

const welcome = defineMessage({ id: 'onboarding.welcome.headingWithoutName', defaultMessage: 'Welcome to Maple Rewards!' });

/**
 * What a new member is told first, on every page until their email address is confirmed (or
 * they hide it for the visit): confirm it to start earning, with the address it went to
 * (masked) and a way to have it sent again; then where onboarding begins. It sits over the
 * foot of the window, so it moves nothing on the page (decision 052).
 */
export function WelcomePanel({ onHide }: { onHide: () => void }) {
  const headingId = useId();
  const firstName = useSiteStore((state) => state.profile?.firstName ?? '');
  const email = useSiteStore((state) => state.profile?.emailAddress ?? '');
  const resend = useResendVerificationEmail();
  const link = (chunks: ReactNode[]) => (
    <RouteLink to="survey" search={onboardingStepSearch(1)}>
      {chunks}
    </RouteLink>
  );

  return (
    <aside className={styles.welcome} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {firstName ? <FormattedMessage {...withValues.heading} values={{ name: firstName }} /> : <FormattedMessage {...welcome} />}
      </h2>
      <p className={styles.first}>
        <FormattedMessage {...withValues.first} values={{ email: maskedEmail(email) }} />
      </p>
      <ButtonRow className={styles.actions}>
        <Button size="small" variant="secondary" busy={resend.isPending} onClick={() => resend.mutate({})}>
          <FormattedMessage {...messages.resend} />
        </Button>
        <Button size="small" variant="quiet" onClick={onHide}>
          <FormattedMessage {...messages.hide} />
        </Button>
      </ButtonRow>
      <OutcomeNotice
        outcome={resend}
        success={<FormattedMessage {...messages.resent} />}
        failure={
          resend.error?.kind === 'rateLimitExceeded' ? (
            <FormattedMessage {...messages.tooSoon} />
          ) : (
            <FormattedMessage {...withValues.resendFailed} values={{ code: resend.error?.code ?? 0 }} />
          )
        }
      />
      <p className={styles.more}>
        <FormattedMessage {...messages.spam} />
      </p>
      <p className={styles.more}>
        <FormattedMessage {...withValues.next} values={{ link }} />
      </p>
    </aside>
  );
}
