import { use, useRef } from 'react';

/** A promise React's `use()` reads at once when it has settled (React's own thenable convention). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loads = new WeakMap<() => Promise<unknown>, TrackedPromise<unknown>>();

/**
 * Runs a loader (a chunk's `import()`) once and hands back the same promise to every caller,
 * marked with its outcome so that {@link useLoaded} renders without suspending once it has
 * settled. A failed load is forgotten, so the next call (a "Try again") fetches it afresh.
 */
export function loadOnce<T>(loader: () => Promise<T>): Promise<T> {
  const known = loads.get(loader) as TrackedPromise<T> | undefined;
  if (known) return known;
  const promise: TrackedPromise<T> = loader().then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
      return value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      loads.delete(loader);
      throw reason;
    },
  );
  promise.status = 'pending';
  loads.set(loader, promise);
  return promise;
}

const readyLoaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A loader of a value already at hand (messages imported statically, in tests): its promise
 * is settled from the start, so {@link useLoaded} never suspends on it.
 */
export function alreadyLoaded<T extends object>(value: T): () => Promise<T> {
  const known = readyLoaders.get(value) as (() => Promise<T>) | undefined;
  if (known) return known;
  const promise: TrackedPromise<T> = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  const loader = () => promise;
  loads.set(loader, promise);
  readyLoaders.set(value, loader);
  return loader;
}

/**
 * What a loader gives, for a component: suspends (the nearest `<Suspense>` shows its fallback)
 * until the first load settles, throws its error to the nearest error boundary, and returns at
 * once when it was loaded before (a mount that awaited {@link loadOnce} first never flashes a
 * fallback).
 */
export function useLoaded<T>(loader: () => Promise<T>): T {
  // React replays a part that suspended here with the hooks of its first attempt, and takes
  // the hooks after this one as new only when use() is called again: a replay that skipped it
  // (the load has settled by then) breaks React's count (error 467) and, in a served page,
  // makes it drop the hydration and render again. So a part that once waited reads through use().
  const waited = useRef(false);
  const promise = loadOnce(loader) as TrackedPromise<T>;
  if (promise.status === 'fulfilled' && !waited.current) return promise.value as T;
  waited.current = true;
  const pending: PromiseLike<T> = promise;
  return use(pending);
}
