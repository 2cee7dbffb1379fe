/** How many coupons one print job takes, and so how many the coupon basket holds. */
export const COUPON_BASKET_CAPACITY = 12;

/** How many samples the sample basket holds (each is one per member or household anyway). */
export const SAMPLE_BASKET_CAPACITY = 6;

/** A basket: the ids of what the member chose (coupons or samples), in the order they chose them, each once. */
export type Basket = readonly string[];

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * Reads a basket as stored (JSON, an array of ids). Anything else (nothing, broken JSON,
 * another shape, ids that cannot be ids, repeats, more than `capacity`) reads as what can be
 * kept of it, never as an error: a basket is a convenience, not a record.
 */
export function readBasket(stored: string | null, capacity: number): Basket {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && ID.test(id));
  return [...new Set(ids)].slice(0, capacity);
}

/** The basket as stored. */
export function serializeBasket(basket: Basket): string {
  return JSON.stringify(basket);
}

/** What adding to a basket did: added, or why not. */
export type BasketAddition =
  | { readonly added: true; readonly basket: Basket }
  | { readonly added: false; readonly reason: 'alreadyIn' | 'full' | 'invalid'; readonly basket: Basket };

/** Adds `id` at the end of the basket, unless it is already in, the basket is full, or it is no id. */
export function basketWith(basket: Basket, id: string, capacity: number): BasketAddition {
  if (!ID.test(id)) return { added: false, reason: 'invalid', basket };
  if (basket.includes(id)) return { added: false, reason: 'alreadyIn', basket };
  if (basket.length >= capacity) return { added: false, reason: 'full', basket };
  return { added: true, basket: [...basket, id] };
}

/** The basket without `id` (the same basket when it was not in). */
export function basketWithout(basket: Basket, id: string): Basket {
  return basket.includes(id) ? basket.filter((kept) => kept !== id) : basket;
}

/**
 * Keeps what can still be had (a coupon still offered with prints left, a sample still
 * available) and says what was dropped, so the member can be told.
 */
export function basketKeeping(basket: Basket, canKeep: (id: string) => boolean): { readonly kept: Basket; readonly dropped: Basket } {
  const kept = basket.filter(canKeep);
  return { kept: kept.length === basket.length ? basket : kept, dropped: basket.filter((id) => !canKeep(id)) };
}

/** Where a stored basket lives: local storage, or nothing when the browser refuses it. */
type BasketStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A basket kept in storage across pages and tabs, that components subscribe to. */
export interface StoredBasket {
  /** Calls `listener` when the basket may have changed (here, in another tab, or at sign-out); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The basket now: the same array for as long as it does not change. */
  snapshot(): Basket;
  add(id: string): BasketAddition;
  remove(id: string): void;
  /** Keeps only what `canKeep` accepts; answers what was dropped. */
  keep(canKeep: (id: string) => boolean): Basket;
  /** Empties it (sign-out: the shell has removed the stored copy; this forgets the one in memory). */
  clear(): void;
}

/**
 * A basket kept under `key` in `storage` (falling back to memory when storage throws),
 * re-read when another tab changes it (`storage` events on `events`).
 */
export function createStoredBasket({
  key,
  capacity,
  storage,
  events,
}: {
  key: string;
  capacity: number;
  storage: BasketStorage | null;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}): StoredBasket {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let lastRaw: string | null | undefined;
  let lastBasket: Basket = [];

  const readRaw = (): string | null => {
    if (!storage) return memory;
    try {
      return storage.getItem(key);
    } catch {
      return memory;
    }
  };
  const writeRaw = (raw: string | null) => {
    memory = raw;
    try {
      if (raw === null) storage?.removeItem(key);
      else storage?.setItem(key, raw);
    } catch {
      // Storage refused (private mode, quota): the basket lives in memory for this page.
    }
    for (const listener of listeners) listener();
  };
  const snapshot = (): Basket => {
    const raw = readRaw();
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastBasket = readBasket(raw, capacity);
    }
    return lastBasket;
  };
  const onStorage = (event: Event) => {
    const changedKey = (event as StorageEvent).key;
    // A null key is storage.clear() in another tab.
    if (changedKey === key || changedKey === null) for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    snapshot,
    add(id) {
      const addition = basketWith(snapshot(), id, capacity);
      if (addition.added) writeRaw(serializeBasket(addition.basket));
      return addition;
    },
    remove(id) {
      const current = snapshot();
      const next = basketWithout(current, id);
      if (next !== current) writeRaw(next.length > 0 ? serializeBasket(next) : null);
    },
    keep(canKeep) {
      const { kept, dropped } = basketKeeping(snapshot(), canKeep);
      if (dropped.length > 0) writeRaw(kept.length > 0 ? serializeBasket(kept) : null);
      return dropped;
    },
    clear() {
      writeRaw(null);
    },
  };
}
