import { useCallback, useState } from 'react';

function readHidden(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'hidden';
  } catch {
    return false;
  }
}

/**
 * Whether the member hid something for this visit (this tab, until it closes), and how to hide
 * it: a welcome a member put away stays away on the next pages, and comes back on their next
 * visit if it still has something to say.
 */
export function useHiddenForTheVisit(key: string): readonly [hidden: boolean, hide: () => void] {
  const [hidden, setHidden] = useState(() => readHidden(key));
  const hide = useCallback(() => {
    try {
      window.sessionStorage.setItem(key, 'hidden');
    } catch {
      // Storage refused: hidden on this page only.
    }
    setHidden(true);
  }, [key]);
  return [hidden || readHidden(key), hide] as const;
}
