import type { SessionEndReason, SiteAlert } from '@maple/contracts';
import type { KeyValueStorage } from '#src/lib/safe-storage.ts';
import type { SiteStore } from '#src/lib/site-store.ts';
import { SESSION_ENDED_KEY } from './session-keys';

/** What a member reads when their session ended by itself (spec section 4: 30 minutes, then an automatic logout). */
const sessionEndedAlert: SiteAlert = {
  id: 'session-ended',
  tone: 'info',
  message: {
    'en-CA': 'Your session ended after 30 minutes, to keep your account safe. Log in again to continue.',
    'fr-CA': 'Votre session a pris fin après 30 minutes, pour protéger votre compte. Connectez-vous de nouveau pour continuer.',
  },
};

/** What a member reads once their account is deleted (the account remote's `endSession('accountDeleted')`). */
const accountDeletedAlert: SiteAlert = {
  id: 'account-deleted',
  tone: 'success',
  message: {
    'en-CA': 'Your Maple Rewards account was deleted and you are signed out. Thank you for having been a member.',
    'fr-CA': 'Votre compte Maple Rewards a été supprimé et vous êtes déconnecté. Merci d’avoir été membre.',
  },
};

/** Why a session ended without the member's Log out: by itself, or by something a remote did. */
type SessionEnd = 'expired' | SessionEndReason;

const alerts: Readonly<Record<SessionEnd, SiteAlert>> = { expired: sessionEndedAlert, accountDeleted: accountDeletedAlert };

/**
 * Says why the session ended, now; with `afterLeaving`, also on the next page this browser
 * opens (the provider's logout brings the member back to the home page), once.
 */
export function announceSessionEnded({
  store,
  storage,
  afterLeaving,
  why = 'expired',
}: {
  store: SiteStore;
  storage: KeyValueStorage;
  afterLeaving: boolean;
  why?: SessionEnd;
}) {
  store.actions.showAlert(alerts[why]);
  if (afterLeaving) storage.setItem(SESSION_ENDED_KEY, why);
}

/** At start, on the page after the provider's logout: the notice the ended session left, shown once. */
export function showLeftSessionEndedNotice({ store, storage }: { store: SiteStore; storage: KeyValueStorage }) {
  const why = storage.getItem(SESSION_ENDED_KEY);
  storage.removeItem(SESSION_ENDED_KEY);
  // A value this code does not know (left by an older release) is the session that ended by itself.
  store.actions.showAlert(why === 'accountDeleted' ? accountDeletedAlert : sessionEndedAlert);
}
