import { readPasswordFailureCount } from '../lib/password-attempts';
import { useMfe } from '@maple/platform';
import { useCallback } from 'react';

/** The local-storage key of a member's failed password changes (spec section 5). */
const passwordFailuresKey = (consumerId: string) => `passwordChangeFailures:${consumerId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The signed-in member's count of failed password changes, kept in local storage (spec
 * section 5): read it, and store a new one. Without storage the count starts at 0 each time.
 * The count is the member's: an attempt made before the shell has their profile (a stored
 * session taken up as the page loads) waits for it, rather than counting under no one.
 */
export function usePasswordFailures(): { read: () => Promise<number>; store: (failures: number) => Promise<void> } {
  const { store: siteStore } = useMfe();
  const memberKey = useCallback(
    () =>
      new Promise<string>((resolve) => {
        const known = siteStore.getState().profile?.consumerId;
        if (known) return resolve(passwordFailuresKey(known));
        const stop = siteStore.subscribe((state) => {
          if (!state.profile) return;
          stop();
          resolve(passwordFailuresKey(state.profile.consumerId));
        });
      }),
    [siteStore],
  );
  const read = useCallback(async () => readPasswordFailureCount(storage()?.getItem(await memberKey())), [memberKey]);
  const store = useCallback(
    async (failures: number) => {
      const key = await memberKey();
      if (failures === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, String(failures));
    },
    [memberKey],
  );
  return { read, store };
}
