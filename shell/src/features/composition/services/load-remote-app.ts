import type { CompositionRemote, MfeProps } from '@maple/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { isUnavailableRemote, type UnavailableRemote } from './composition-runtime-plugin';

/** The props the shell mounts a remote with: its mount props and where to render. */
export type SlotProps = MfeProps & { domElementGetter: () => HTMLElement };

/** A remote module that is not a set of single-spa lifecycles (a broken deployment). */
export class NotLifecyclesError extends Error {
  constructor(app: string) {
    super(`${app} does not expose single-spa lifecycles as ./app`);
    this.name = 'NotLifecyclesError';
  }
}

function isLifecycles(value: unknown): value is LifeCycles<SlotProps> {
  const candidate = value as Partial<Record<'bootstrap' | 'mount' | 'unmount', unknown>> | null;
  return typeof candidate?.mount === 'function' && typeof candidate.unmount === 'function' && typeof candidate.bootstrap === 'function';
}

/**
 * Registers a remote with the federation runtime and loads its `./app` module. The
 * runtime plugin applies time limits and retries, and hands back a stand-in when the remote
 * cannot be loaded. `force` drops what the runtime kept of an earlier attempt.
 */
export async function loadRemoteApp(remote: CompositionRemote, force: boolean): Promise<LifeCycles<SlotProps> | UnavailableRemote> {
  registerRemotes([{ name: remote.federationName, entry: remote.entry }], { force });
  const module = await loadRemote<unknown>(`${remote.federationName}/app`);
  if (isUnavailableRemote(module)) return module;
  if (!isLifecycles(module)) throw new NotLifecyclesError(remote.app);
  return module;
}
