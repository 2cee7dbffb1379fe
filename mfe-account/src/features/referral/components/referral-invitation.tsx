import { API_MESSAGES } from '@maple/contracts';
import { useApiQuery, useCurrentLocation, useEmailConfirmed, useSiteStore } from '@maple/platform';
import { Button, Notice } from '@maple/ui';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { useClaimReferral } from '../api/use-claim-referral';
import { useStoredInvitation } from '../hooks/use-stored-invitation';
import { forgetInvitation } from '../lib/referral-invitation';
import styles from './referral-invitation.module.css';

const messages = defineMessages({
  thanked: {
    id: 'referral.invitation.thanked',
    defaultMessage: 'Welcome! You joined with a friend’s invitation, and they were thanked with points.',
  },
  confirmEmail: {
    id: 'referral.invitation.confirmEmail',
    defaultMessage: 'You joined with a friend’s invitation: confirm your email address so they get their thank-you points.',
  },
  own: { id: 'referral.invitation.own', defaultMessage: 'That invitation link is your own: share it with your friends instead.' },
  hide: { id: 'referral.invitation.hide', defaultMessage: 'Hide' },
});

const failed = defineMessage<{ code: number }>({
  id: 'referral.invitation.failed',
  defaultMessage: 'Your friend’s invitation could not be recorded just now (error code {code}). We will try again on your next page.',
});

type Outcome = 'thanked' | 'confirmEmail' | 'own' | { readonly failedWith: number } | null;

/**
 * A friend's invitation claimed, on every page of a member (a members-only site-wide parcel):
 * the invitation page kept the code the visitor arrived with; once they are a member whose
 * email address is confirmed it is claimed (the API credits the friend who invited them, once;
 * before the address is confirmed it would refuse, so the member is asked to confirm it
 * instead). A claim that fails says so, with its code, and is tried again on the next page.
 */
export function ReferralInvitation() {
  const { pathname } = useCurrentLocation();
  const member = useSiteStore((state) => (state.loggedIn && state.profile && !state.profile.optedOut ? state.profile.consumerId : null));
  const claim = useClaimReferral();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const code = useStoredInvitation();
  const confirmed = useEmailConfirmed();
  // The member's own code: known without a claim, which the API would refuse before the address is confirmed.
  const ownCode = useApiQuery('referral', undefined, { enabled: member !== null && code !== null && confirmed === false }).data
    ?.referralCode;

  const { mutate } = claim;
  useEffect(() => {
    if (!member || !code || confirmed === undefined) return;
    if (!confirmed) {
      if (ownCode === undefined) return;
      if (ownCode === code) forgetInvitation();
      setOutcome(ownCode === code ? 'own' : 'confirmEmail');
      return;
    }
    mutate(
      { body: { referralCode: code } },
      {
        onSuccess: (answer) => {
          forgetInvitation();
          if (answer.recorded) setOutcome('thanked');
        },
        onError: (failure) => {
          if (failure.status === 403 && failure.message === API_MESSAGES.emailNotVerified) setOutcome('confirmEmail');
          else if (failure.status === 422 || failure.status === 404 || failure.status === 400) {
            // A code that can never count: the member's own (said), an unknown one, or an account too old to be a new friend.
            forgetInvitation();
            setOutcome(failure.message === API_MESSAGES.ownReferralCode ? 'own' : null);
          } else setOutcome({ failedWith: failure.code });
        },
      },
    );
    // Each page of the member's visit tries again (pathname), as long as the code is kept.
  }, [member, code, confirmed, ownCode, pathname, mutate]);

  if (!member || !outcome) return null;
  return (
    <div className={styles.invitation}>
      <Notice tone={outcome === 'thanked' ? 'success' : outcome === 'own' ? 'info' : 'warning'} announce>
        {typeof outcome === 'string' ? (
          <FormattedMessage {...messages[outcome]} />
        ) : (
          <FormattedMessage {...failed} values={{ code: outcome.failedWith }} />
        )}{' '}
        <Button variant="quiet" onClick={() => setOutcome(null)}>
          <FormattedMessage {...messages.hide} />
        </Button>
      </Notice>
    </div>
  );
}
