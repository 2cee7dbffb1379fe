import { COUPON_BASKET_KEY, SAMPLE_BASKET_KEY } from '@maple/contracts';
import { basketKeeping, basketWith, basketWithout, createStoredBasket, readBasket, serializeBasket } from './basket';

/** A storage like the browser's, in memory; `broken` makes every call throw (a browser that refuses storage). */
function fakeStorage({ broken = false } = {}) {
  const items = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    items,
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
}

describe('a basket as stored', () => {
  it('uses the storage keys the shell removes at sign-out', () => {
    expect(COUPON_BASKET_KEY).toBe('basket');
    expect(SAMPLE_BASKET_KEY).toBe('sampleBasket');
  });

  it('reads back what was written', () => {
    expect(readBasket(serializeBasket(['OFF-PRINT-TIDE-3', 'OFF-PRINT-PAMPERS-4']), 12)).toEqual([
      'OFF-PRINT-TIDE-3',
      'OFF-PRINT-PAMPERS-4',
    ]);
  });

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['broken JSON', '["OFF-1"'],
    ['an object', '{"ids":["OFF-1"]}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as an empty basket', (_, stored) => {
    expect(readBasket(stored, 12)).toEqual([]);
  });

  it('keeps only ids, each once, up to its capacity', () => {
    expect(readBasket(JSON.stringify(['A-1', 7, null, 'A-1', '', 'has space', '<script>', 'B-2', 'C-3']), 2)).toEqual(['A-1', 'B-2']);
    expect(readBasket(JSON.stringify(['x'.repeat(65)]), 12)).toEqual([]);
  });
});

describe('changing a basket', () => {
  it('adds at the end, once', () => {
    expect(basketWith(['A'], 'B', 3)).toEqual({ added: true, basket: ['A', 'B'] });
    expect(basketWith(['A'], 'A', 3)).toEqual({ added: false, reason: 'alreadyIn', basket: ['A'] });
  });

  it('refuses to add to a full basket, or something that is no id', () => {
    expect(basketWith(['A', 'B'], 'C', 2)).toEqual({ added: false, reason: 'full', basket: ['A', 'B'] });
    expect(basketWith([], 'not an id', 2)).toEqual({ added: false, reason: 'invalid', basket: [] });
  });

  it('removes, and leaves a basket alone when the id was not in it', () => {
    const basket = ['A', 'B'];
    expect(basketWithout(basket, 'A')).toEqual(['B']);
    expect(basketWithout(basket, 'Z')).toBe(basket);
  });

  it('keeps what can still be had and says what was dropped', () => {
    expect(basketKeeping(['A', 'B', 'C'], (id) => id !== 'B')).toEqual({ kept: ['A', 'C'], dropped: ['B'] });
    const basket = ['A'];
    expect(basketKeeping(basket, () => true)).toEqual({ kept: basket, dropped: [] });
  });
});

describe('createStoredBasket', () => {
  it('is kept in storage, so another page (or a reload) finds it', () => {
    const storage = fakeStorage();
    const basket = createStoredBasket({ key: COUPON_BASKET_KEY, capacity: 12, storage });
    basket.add('OFF-PRINT-TIDE-3');
    expect(storage.items.get('basket')).toBe('["OFF-PRINT-TIDE-3"]');
    expect(createStoredBasket({ key: COUPON_BASKET_KEY, capacity: 12, storage }).snapshot()).toEqual(['OFF-PRINT-TIDE-3']);
  });

  it('gives the same snapshot until it changes, and tells its subscribers when it does', () => {
    const basket = createStoredBasket({ key: 'basket', capacity: 12, storage: fakeStorage() });
    const first = basket.snapshot();
    expect(basket.snapshot()).toBe(first);
    const listener = jest.fn();
    const stop = basket.subscribe(listener);
    basket.add('A');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(basket.snapshot()).toEqual(['A']);
    basket.add('A');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    basket.remove('A');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes the stored key once empty, and keeps only what can still be had', () => {
    const storage = fakeStorage();
    const basket = createStoredBasket({ key: 'sampleBasket', capacity: 6, storage });
    basket.add('SMP-A');
    basket.add('SMP-B');
    expect(basket.keep((id) => id === 'SMP-B')).toEqual(['SMP-A']);
    expect(basket.snapshot()).toEqual(['SMP-B']);
    basket.remove('SMP-B');
    expect(storage.items.has('sampleBasket')).toBe(false);
  });

  it('is empty once the shell removed the stored copy at sign-out, and clear() tells its subscribers', () => {
    const storage = fakeStorage();
    const basket = createStoredBasket({ key: 'basket', capacity: 12, storage });
    basket.add('A');
    const listener = jest.fn();
    basket.subscribe(listener);
    storage.removeItem('basket');
    basket.clear();
    expect(basket.snapshot()).toEqual([]);
    expect(listener).toHaveBeenCalled();
  });

  it('follows changes made in another tab', () => {
    const storage = fakeStorage();
    const events = new EventTarget();
    const basket = createStoredBasket({ key: 'basket', capacity: 12, storage, events: events as unknown as Window });
    const listener = jest.fn();
    const stop = basket.subscribe(listener);
    storage.setItem('basket', '["B"]');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }));
    expect(listener).not.toHaveBeenCalled();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'basket' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(basket.snapshot()).toEqual(['B']);
    stop();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lives in memory for the page when the browser refuses storage', () => {
    const basket = createStoredBasket({ key: 'basket', capacity: 12, storage: fakeStorage({ broken: true }) });
    expect(basket.add('A')).toEqual({ added: true, basket: ['A'] });
    expect(basket.snapshot()).toEqual(['A']);
    basket.clear();
    expect(basket.snapshot()).toEqual([]);
  });

  it('refuses more than its capacity', () => {
    const basket = createStoredBasket({ key: 'basket', capacity: 1, storage: null });
    basket.add('A');
    expect(basket.add('B')).toEqual({ added: false, reason: 'full', basket: ['A'] });
  });
});
