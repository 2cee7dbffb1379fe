import type { KeyValueStorage } from '#src/lib/safe-storage.ts';
import { SESSION_KEYS } from './session-keys';
import { isSessionTokenValid } from './session-token';

/**
 * The consumer id of the session stored in this browser while it can be resumed (the logged-in
 * flag and a token with more than 30 seconds left), else null: known before the profile is
 * read, so the tab's answers of that member can be restored first.
 */
export function storedMember(storage: KeyValueStorage, nowMs = Date.now()): string | null {
  if (storage.getItem(SESSION_KEYS.loggedIn) !== 'true') return null;
  if (!isSessionTokenValid(storage.getItem(SESSION_KEYS.token), nowMs)) return null;
  return storage.getItem(SESSION_KEYS.consumerId) || null;
}
