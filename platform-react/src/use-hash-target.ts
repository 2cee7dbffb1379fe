import { type RefObject, useEffect, useRef } from 'react';
import { useCurrentLocation } from './navigation-hooks';

/**
 * A deep link to a part of a remote's page (`/coupons/#optimumCards`): the browser looked for
 * the fragment before the remote rendered, so once `ready` (the content above is in place)
 * this scrolls to the element and focuses it. Put the ref on the element, with `tabIndex={-1}`
 * and the fragment as its `id`.
 */
export function useHashTarget<T extends HTMLElement>(id: string, ready: boolean): RefObject<T | null> {
  const { hash } = useCurrentLocation();
  const target = useRef<T>(null);
  useEffect(() => {
    if (hash !== `#${id}` || !ready) return;
    target.current?.scrollIntoView({ block: 'start' });
    target.current?.focus({ preventScroll: true });
  }, [hash, id, ready]);
  return target;
}
