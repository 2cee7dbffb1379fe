import type { Composition, ParcelHost, RouteDefinition, RouteIndex, SiteApi, SiteConfig } from '@maple/contracts';
import { createStore } from 'zustand/vanilla';
import type { SessionGateway } from '../features/session/services/session-gateway';

/** Where the shell's start-up is. */
type BootState =
  | { readonly phase: 'starting' }
  | {
      readonly phase: 'ready';
      readonly config: SiteConfig;
      readonly composition: Composition;
      readonly routes: RouteIndex<RouteDefinition>;
      readonly session: SessionGateway;
      readonly api: SiteApi;
      /** The parcels of the composition (the site-wide ones are mounted by the layout). */
      readonly parcels: ParcelHost;
    }
  | { readonly phase: 'failed'; readonly reason: string };

/** The shell's own state: its start-up, not the site state remotes share. */
export function createBootStore() {
  return createStore<BootState>()(() => ({ phase: 'starting' }));
}

/** The store of the shell's start-up. */
export type BootStore = ReturnType<typeof createBootStore>;
