import { useSyncExternalStore } from 'react';
import { storedInvitation, subscribeToInvitation } from '../lib/referral-invitation';

/** The invitation kept for the visitor (a referral code), following its changes. */
export function useStoredInvitation(): string | null {
  return useSyncExternalStore(subscribeToInvitation, storedInvitation, () => null);
}
