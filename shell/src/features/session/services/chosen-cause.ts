import { type CauseId, causeIdFrom } from '@maple/contracts';
import type { KeyValueStorage } from '#src/lib/safe-storage.ts';
import type { SiteStore } from '#src/lib/site-store.ts';
import { SESSION_KEYS } from './session-keys';

/**
 * The cause a visitor chose before joining (on the impact page, a cause's page, a campaign's
 * page or with `?cause=`), or null when they chose none. It is kept on the device because
 * joining goes through the identity provider's pages and comes back to a fresh page.
 */
export function readChosenCause(storage: Pick<KeyValueStorage, 'getItem'>): CauseId | null {
  return causeIdFrom(storage.getItem(SESSION_KEYS.chosenCause));
}

/** Keeps a visitor's choice for their enrolment; null, or a value that names no cause, forgets it. */
function keepChosenCause(storage: Pick<KeyValueStorage, 'setItem' | 'removeItem'>, causeId: string | null): void {
  const cause = causeIdFrom(causeId);
  if (cause) storage.setItem(SESSION_KEYS.chosenCause, cause);
  else storage.removeItem(SESSION_KEYS.chosenCause);
}

/**
 * The site's one way to set the cause (the `chooseCause` command, `?cause=`, the cause asked
 * for when joining): the store follows at once, and a visitor's choice is also kept for their
 * enrolment. A member's cause is theirs on the server already (the page changed it there first).
 */
export function chooseCause(storage: KeyValueStorage, store: SiteStore, causeId: string | null): void {
  store.actions.setCharityId(causeIdFrom(causeId));
  if (!store.getState().loggedIn) keepChosenCause(storage, causeId);
}

/** At start: a visitor's earlier choice becomes the store's cause again (after joining's round trip, say). */
export function restoreChosenCause(storage: Pick<KeyValueStorage, 'getItem'>, store: SiteStore): void {
  const chosen = readChosenCause(storage);
  if (chosen) store.actions.setCharityId(chosen);
}
