import { useCallback, useSyncExternalStore } from 'react';
import { useBusEvent } from '@maple/platform';
import { type BasketAddition, createStoredBasket, type StoredBasket } from './basket';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// One basket per storage key and page, shared by every component that shows it.
const baskets = new Map<string, StoredBasket>();

function basketFor(key: string, capacity: number): StoredBasket {
  let basket = baskets.get(key);
  if (!basket) {
    basket = createStoredBasket({ key, capacity, storage: browserStorage(), events: window });
    baskets.set(key, basket);
  }
  return basket;
}

/** A basket in local storage, as components use it. */
export interface StoredBasketState {
  /** The ids in the basket, in the order they were added. */
  readonly ids: readonly string[];
  add(id: string): BasketAddition;
  remove(id: string): void;
  /** Keeps only what `canKeep` accepts; answers what was dropped. */
  keep(canKeep: (id: string) => boolean): readonly string[];
  clear(): void;
}

/**
 * A basket kept in local storage under `key` (e.g. `COUPON_BASKET_KEY`): across pages and
 * tabs, and emptied at sign-out (the shell removes the stored copy; this forgets the one in
 * memory on `session:signed-out`).
 */
export function useStoredBasket(key: string, capacity: number): StoredBasketState {
  const basket = basketFor(key, capacity);
  const ids = useSyncExternalStore(basket.subscribe, basket.snapshot);
  useBusEvent(
    'session:signed-out',
    useCallback(() => basket.clear(), [basket]),
  );
  return { ids, add: basket.add, remove: basket.remove, keep: basket.keep, clear: basket.clear };
}
