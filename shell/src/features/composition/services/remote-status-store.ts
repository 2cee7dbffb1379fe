import type { RemoteFailurePhase, RemoteName } from '@maple/contracts';
import { createStore } from 'zustand/vanilla';

/** What a remote's slot shows. */
type RemoteStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'mounted' }
  | { readonly state: 'failed'; readonly phase: RemoteFailurePhase; readonly message: string };

/** The status of every remote, by name. */
interface RemoteStatusState {
  readonly statuses: Readonly<Partial<Record<RemoteName, RemoteStatus>>>;
  set(app: RemoteName, status: RemoteStatus): void;
}

/** Creates the store the slots read their status from. */
export function createRemoteStatusStore() {
  return createStore<RemoteStatusState>()((set) => ({
    statuses: {},
    set: (app, status) => set((state) => ({ statuses: { ...state.statuses, [app]: status } })),
  }));
}

/** The store of every remote's status. */
export type RemoteStatusStore = ReturnType<typeof createRemoteStatusStore>;

/** Every remote's status, by name. */
export type RemoteStatuses = RemoteStatusState['statuses'];

/** Every remote's status (a selector that keeps its identity). */
export const selectStatuses = (state: RemoteStatusState): RemoteStatuses => state.statuses;
