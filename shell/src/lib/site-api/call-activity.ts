import { createStore } from 'zustand/vanilla';

/** A call still running after this long is slow: the page says it is still working. */
const SLOW_CALL_MS = 1200;

/** How many calls to the API are slow right now. */
interface CallActivityState {
  readonly slowCalls: number;
}

/**
 * Watches the site's calls so the page can show a busy state while one is slow (a hung
 * profile call must not look like a signed-out member).
 */
export function createCallActivity({ slowAfterMs = SLOW_CALL_MS } = {}) {
  const store = createStore<CallActivityState>()(() => ({ slowCalls: 0 }));
  const change = (by: number) => store.setState((state) => ({ slowCalls: state.slowCalls + by }));
  return {
    store,
    /** Resolves like `call`, counting it as slow while it runs past the limit. */
    async track<T>(call: Promise<T>): Promise<T> {
      let slow = false;
      const timer = setTimeout(() => {
        slow = true;
        change(1);
      }, slowAfterMs);
      try {
        return await call;
      } finally {
        clearTimeout(timer);
        if (slow) change(-1);
      }
    },
  };
}

/** The call activity of the shell. */
export type CallActivity = ReturnType<typeof createCallActivity>;
