import { startTransition, useEffect, useState } from 'react';
import type { StoreApi } from 'zustand';

/**
 * A store's state for a component, its changes rendered in transitions: React yields to the
 * browser while it renders them (zustand's `useStore` renders every change at once, blocking).
 * The first render reads the store's initial state (what a served page was rendered with, so
 * hydration matches); what changed since follows in a transition. For state that changes
 * rarely and may show a moment late (the shell's start-up), never for what a click must show at once.
 */
export function useStoreInTransitions<State>(store: StoreApi<State>): State {
  const [state, setState] = useState(store.getInitialState);
  useEffect(() => {
    const follow = (next: State) => startTransition(() => setState(next));
    follow(store.getState());
    return store.subscribe(follow);
  }, [store]);
  return state;
}
