import { createStore } from 'zustand/vanilla';

/** Whether a stored session is being resumed: the header shows neither a member nor the sign-in buttons meanwhile. */
export function createSessionStatus() {
  return createStore<{ readonly restoring: boolean }>()(() => ({ restoring: false }));
}

/** The session's status store, shared by the gateway and the service it loads. */
export type SessionStatusStore = ReturnType<typeof createSessionStatus>;
