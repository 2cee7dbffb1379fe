import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates a page served as HTML (what the build rendered must render
 * again, identically), true afterwards and in every render that is not a hydration. What only
 * the browser knows (the visitor's stored choices, cached server data) waits for it: React
 * renders it right after hydrating, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
