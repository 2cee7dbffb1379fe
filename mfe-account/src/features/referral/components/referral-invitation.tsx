import { API_MESSAGES } from '@maple/contracts';
import { RouteLink, useApiMutation, useCurrentLocation, useSiteStore } from '@maple/contracts/react';
import { Button, Notice } from '@maple/ui';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { forgetInvitation, invitationCodeIn, storedInvitation, storeInvitation } from '../lib/referral-invitation';
import styles from './referral-invitation.module.css';

const messages = defineMessages({
  invited: { id: 'referral.invitation.invited', defaultMessage: 'A friend invited you to Maple Rewards. Sign up to join them:' },
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

type Outcome = 'thanked' | 'confirmEmail' | 'own' | null;

/**
 * A friend's invitation, on every page (a site-wide parcel): a visitor who arrives with
 * `?invite=` keeps the code until they have joined; once they are a member the code is
 * claimed (the API credits the friend who invited them, once), and tried again on later pages
 * while their email address is not confirmed.
 */
export function ReferralInvitation() {
  const { pathname, search } = useCurrentLocation();
  const member = useSiteStore((state) => (state.loggedIn && state.profile && !state.profile.optedOut ? state.profile.consumerId : null));
  const claim = useApiMutation('claimReferral', { errors: 'inline' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const arrivingWith = invitationCodeIn(search);

  useEffect(() => {
    if (arrivingWith) storeInvitation(arrivingWith);
  }, [arrivingWith]);

  const { mutate } = claim;
  useEffect(() => {
    const code = storedInvitation();
    if (!member || !code) return;
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
          }
        },
      },
    );
  }, [member, pathname, mutate]);

  if (!member && arrivingWith)
    return (
      <div className={styles.invitation}>
        <Notice>
          <FormattedMessage {...messages.invited} /> <RouteLink to="signup" />
        </Notice>
      </div>
    );
  if (!member || !outcome) return null;
  return (
    <div className={styles.invitation}>
      <Notice tone={outcome === 'thanked' ? 'success' : outcome === 'confirmEmail' ? 'warning' : 'info'} announce>
        <FormattedMessage {...messages[outcome]} />{' '}
        <Button variant="quiet" onClick={() => setOutcome(null)}>
          <FormattedMessage {...messages.hide} />
        </Button>
      </Notice>
    </div>
  );
}
