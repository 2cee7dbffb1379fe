import type { CompositionRemote, MfeProps } from '@maple/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

/** A remote failed to come within its time limit. */
export class RemoteTimeoutError extends Error {
  constructor(app: string, timeoutMs: number) {
    super(`${app} did not load within ${timeoutMs} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** The props the shell mounts a remote with: its mount props and where to render. */
export type SlotProps = MfeProps & { domElementGetter: () => HTMLElement };

function isLifecycles(value: unknown): value is LifeCycles<SlotProps> {
  const candidate = value as Partial<Record<'bootstrap' | 'mount' | 'unmount', unknown>> | null;
  return typeof candidate?.mount === 'function' && typeof candidate.unmount === 'function' && typeof candidate.bootstrap === 'function';
}

/**
 * Registers a remote with the federation runtime and loads its `./app` module.
 * `force` drops what the runtime kept of an earlier attempt, so a retry fetches again.
 */
export async function loadRemoteApp(remote: CompositionRemote, timeoutMs: number, force: boolean): Promise<LifeCycles<SlotProps>> {
  registerRemotes([{ name: remote.federationName, entry: remote.entry }], { force });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote.app, timeoutMs)), timeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<unknown>(`${remote.federationName}/app`), timeout]);
    if (!isLifecycles(module)) throw new Error(`${remote.app} does not expose single-spa lifecycles as ./app`);
    return module;
  } finally {
    clearTimeout(timer);
  }
}
