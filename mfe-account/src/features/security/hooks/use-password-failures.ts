import { readPasswordFailureCount } from '../lib/password-attempts';
import { useMfe } from '@maple/platform';
import { useCallback, useEffect, useRef } from 'react';

/** The local-storage key of a member's failed password changes (spec section 5). */
const passwordFailuresKey = (consumerId: string) => `passwordChangeFailures:${consumerId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The count's reader and writer: `read` gives null, and `store` stores nothing, once no member is signed in. */
interface PasswordFailures {
  read: () => Promise<number | null>;
  store: (failures: number) => Promise<void>;
}

/**
 * The signed-in member's count of failed password changes, kept in local storage (spec
 * section 5): read it, and store a new one. Without storage the count starts at 0 each time.
 * The count is the member's: an attempt made before the shell has their profile (a stored
 * session taken up as the page loads) waits for it, rather than counting under no one; if the
 * member is signed out meanwhile, `read` gives null and nothing is stored.
 */
export function usePasswordFailures(): PasswordFailures {
  const { store: siteStore } = useMfe();
  // What is still waiting for the profile when the page goes away stops listening.
  const waiting = useRef(new Set<() => void>());
  useEffect(() => {
    const pending = waiting.current;
    return () => {
      for (const stop of pending) stop();
      pending.clear();
    };
  }, []);
  const memberKey = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        const keyOf = (state: ReturnType<typeof siteStore.getState>) => {
          if (!state.loggedIn) return null;
          return state.profile ? passwordFailuresKey(state.profile.consumerId) : undefined;
        };
        const now = keyOf(siteStore.getState());
        if (now !== undefined) return resolve(now);
        const stop = siteStore.subscribe((state) => {
          const key = keyOf(state);
          if (key === undefined) return;
          stop();
          waiting.current.delete(stop);
          resolve(key);
        });
        waiting.current.add(stop);
      }),
    [siteStore],
  );
  const read = useCallback(async () => {
    const key = await memberKey();
    return key === null ? null : readPasswordFailureCount(storage()?.getItem(key));
  }, [memberKey]);
  const store = useCallback(
    async (failures: number) => {
      const key = await memberKey();
      if (key === null) return;
      if (failures === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, String(failures));
    },
    [memberKey],
  );
  return { read, store };
}
