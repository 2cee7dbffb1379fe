import type { SiteStore } from './site-store';
import type { KeyValueStorage } from './safe-storage';

/** Where a tab keeps how many pages its visit has seen (the tab's session storage). */
export const VISIT_PAGES_KEY = 'maple:visitPages';

/**
 * The pages this tab's visit has seen so far: a full page load (a link followed before the
 * scripts ran, a reload, an address typed) continues the count instead of starting a new visit.
 * Anything unreadable counts as a new visit.
 */
export function readVisitPages(storage: KeyValueStorage): number {
  const stored = storage.getItem(VISIT_PAGES_KEY);
  const pages = stored === null ? 0 : Number(stored);
  return Number.isSafeInteger(pages) && pages >= 0 ? pages : 0;
}

/** Writes the visit's page count to `storage` whenever it changes; returns the unsubscribe. */
export function keepVisitPages(store: SiteStore, storage: KeyValueStorage): () => void {
  return store.subscribe((state, previous) => {
    if (state.pageVisits !== previous.pageVisits) storage.setItem(VISIT_PAGES_KEY, String(state.pageVisits));
  });
}
