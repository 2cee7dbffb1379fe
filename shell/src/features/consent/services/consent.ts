import type { SiteStore } from '#src/lib/site-store.ts';

/** Where the visitor's cookie choice is kept (it outlives a member's session). */
export const CONSENT_KEY = 'cookieConsent';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Puts a recorded choice into the store at start; no choice leaves it undecided (tracking off). */
export function restoreConsent(storage: ConsentStorage, store: SiteStore): void {
  const choice = storage.getItem(CONSENT_KEY);
  if (choice === 'all') store.actions.setCookiesAccepted(true);
  else if (choice === 'necessary') store.actions.setCookiesAccepted(false);
}

/** Records the visitor's choice (Quebec Law 25: tracking only after they accept). */
export function recordConsent(storage: ConsentStorage, store: SiteStore, acceptAll: boolean): void {
  storage.setItem(CONSENT_KEY, acceptAll ? 'all' : 'necessary');
  store.actions.setCookiesAccepted(acceptAll);
}
