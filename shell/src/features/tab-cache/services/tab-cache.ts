import type { QueryClient } from '@tanstack/react-query';
import type { PersistForTheTabOptions } from './persist-for-the-tab';

/** The session-storage key of the signed-in member's answers kept for the tab. */
export const TAB_CACHE_KEY = 'maple-rewards.tabCache';

/** The persistence itself, in a chunk of its own: a visitor's pages never download it. */
const loadPersistence = () => import(/* webpackChunkName: "tab-cache" */ './persist-for-the-tab');

/** What {@link createTabCache} needs; the rest of {@link PersistForTheTabOptions} has defaults (tests set them). */
export type TabCacheOptions = Pick<PersistForTheTabOptions, 'queryClient'> &
  Partial<Pick<PersistForTheTabOptions, 'storage' | 'build' | 'reloaded'>> & { readonly load?: typeof loadPersistence };

/** The signed-in member's answers kept for the browser tab (docs/decisions/020-member-data-for-the-tab.md). */
interface TabCache {
  /**
   * Restores what the tab kept for this member into the query cache, then keeps their answers
   * as they change; resolves once restored, and never rejects (without it the page fetches as
   * before). For a visitor (null) nothing is loaded, and anything a member left is removed.
   */
  keep(consumerId: string | null): Promise<void>;
  /** Stops keeping and removes what was kept: at sign-out, before the cache is emptied. */
  forget(): void;
}

/**
 * The tab cache of the site's one QueryClient: one member's answers at a time, in session
 * storage (one tab, gone when it closes). Only what decides when to load it is here, in the
 * code every visitor downloads.
 */
export function createTabCache({ load = loadPersistence, ...options }: TabCacheOptions & { queryClient: QueryClient }): TabCache {
  let member: string | null = null;
  let stop: (() => void) | null = null;
  let ready = Promise.resolve();

  function forget() {
    member = null;
    stop?.();
    stop = null;
    try {
      (options.storage ?? sessionStorage).removeItem(TAB_CACHE_KEY);
    } catch {
      // Blocked storage: nothing was kept.
    }
  }

  function keep(consumerId: string | null): Promise<void> {
    if (consumerId !== null && consumerId === member) return ready;
    // Another member's answers, or a visitor: nothing of a member stays. A member's first keep
    // leaves storage as it is: restoring drops what is not theirs.
    if (member !== null || consumerId === null) forget();
    if (consumerId === null) return Promise.resolve();
    member = consumerId;
    // Signed out (or another member) while it loaded: nothing is restored, or it stops at once.
    const stillWanted = () => member === consumerId && !stop;
    ready = load()
      .then(({ persistForTheTab }) => (stillWanted() ? persistForTheTab({ ...options, key: TAB_CACHE_KEY, consumerId }) : null))
      .then((stopKeeping) => (stopKeeping && stillWanted() ? (stop = stopKeeping) : stopKeeping?.()))
      .then(
        () => undefined,
        (error: unknown) => console.warn('[shell] no answers kept for the tab:', error),
      );
    return ready;
  }

  return { keep, forget };
}
