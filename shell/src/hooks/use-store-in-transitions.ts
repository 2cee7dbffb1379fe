import { startTransition, useEffect, useState } from 'react';
import type { StoreApi } from 'zustand';

function whole<State>(state: State): State {
  return state;
}

/**
 * A store's state for a component (or the part `select` picks), its changes rendered in
 * transitions: React yields to the browser while it renders them (zustand's `useStore` renders
 * every change at once, blocking, in the task that made it). The first render reads the
 * store's initial state (what a served page was rendered with, so hydration matches); what
 * changed since follows in a transition, and only when the part picked changed. For state that
 * changes rarely and may show a moment late (the shell's start-up, the remotes' loading), never
 * for what a click must show at once. `select` must keep its identity between renders.
 */
export function useStoreInTransitions<State, Selected = State>(
  store: StoreApi<State>,
  select: (state: State) => Selected = whole as (state: State) => Selected,
): Selected {
  const [selected, setSelected] = useState(() => select(store.getInitialState()));
  useEffect(() => {
    const follow = (next: State) => {
      const part = select(next);
      startTransition(() => setSelected(() => part));
    };
    follow(store.getState());
    return store.subscribe(follow);
  }, [store, select]);
  return selected;
}
