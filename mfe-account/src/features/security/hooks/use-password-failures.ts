import { readPasswordFailureCount } from '../lib/password-attempts';
import { useSiteStore } from '@maple/platform';
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
 */
export function usePasswordFailures(): { read: () => number; store: (failures: number) => void } {
  const consumerId = useSiteStore((state) => state.profile?.consumerId ?? 'visitor');
  const key = passwordFailuresKey(consumerId);
  const read = useCallback(() => readPasswordFailureCount(storage()?.getItem(key)), [key]);
  const store = useCallback(
    (failures: number) => {
      if (failures === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, String(failures));
    },
    [key],
  );
  return { read, store };
}
