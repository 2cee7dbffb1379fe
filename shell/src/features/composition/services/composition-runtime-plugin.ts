import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteFailurePhase } from '@maple/contracts';

/** What the shell's federation runtime plugin needs to know. */
interface CompositionPluginOptions {
  /** How long a remote's entry script may take (config.json's `remoteLoadTimeoutMs`). */
  readonly timeoutMs: number;
  /** How many more times a failed entry script is tried before the remote is given up. */
  readonly retries: number;
  /** The entry a developer set for a container (local override) and the remote's name, or null. */
  readonly overrideFor: (federationName: string) => { readonly app: string; readonly entry: string } | null;
  /** A container could not be loaded: report it (the slot shows the fallback). */
  readonly onFailure: (federationName: string, phase: Extract<RemoteFailurePhase, 'load' | 'timeout'>, error: unknown) => void;
  /** Waits between attempts; replaced in tests. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Marks the module the runtime hands back for a remote it could not load. */
export const UNAVAILABLE_REMOTE = Symbol.for('maple.unavailableRemote');

/** The stand-in for a remote that could not be loaded: lifecycles that mount nothing. */
export interface UnavailableRemote {
  readonly [UNAVAILABLE_REMOTE]: true;
  bootstrap(): Promise<void>;
  mount(): Promise<void>;
  unmount(): Promise<void>;
}

const done = async () => undefined;
const unavailableRemote = (): UnavailableRemote => ({ [UNAVAILABLE_REMOTE]: true, bootstrap: done, mount: done, unmount: done });

/** True when the runtime could not load the remote and handed back the stand-in. */
export function isUnavailableRemote(module: unknown): module is UnavailableRemote {
  return typeof module === 'object' && module !== null && UNAVAILABLE_REMOTE in module;
}

function isTimeout(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { name, message } = cause as { name?: unknown; message?: unknown };
    if (name === 'TimeoutError' || (typeof message === 'string' && /timed out|TimeoutError/.test(message))) return true;
  }
  return false;
}

const containerOf = (id: string) => id.split('/')[0] ?? id;

/**
 * The shell's Module Federation runtime plugin: the federation runtime's own hooks do the
 * composition's loading rules instead of code around it.
 * - `beforeRegisterRemote`: a developer's local override of a remote's entry (never in production).
 * - `createScript` and `loadEntryError`: the entry script (`remoteEntry.js`) with a time limit, tried again.
 * - `errorLoadRemote`: a remote that still cannot be loaded is reported (load or timeout) and
 *   replaced by lifecycles that mount nothing, so routing goes on and the slot shows its fallback.
 */
export function compositionRuntimePlugin(options: CompositionPluginOptions): ModuleFederationRuntimePlugin {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const backoff = (attempt: number) => 250 * 2 ** attempt;
  return {
    name: 'maple-composition',
    beforeRegisterRemote(args) {
      const override = options.overrideFor(args.remote.name);
      // The runtime registers the very object it hands the hook: the entry is changed in place.
      if (override && 'entry' in args.remote) {
        console.warn(`[shell] remote "${override.app}" overridden: ${override.entry}`);
        args.remote.entry = override.entry;
      }
      return args;
    },
    createScript() {
      return { timeout: options.timeoutMs };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const tryAgain = async () => {
        for (let attempt = 0; attempt < options.retries; attempt += 1) {
          await sleep(backoff(attempt));
          // Forget the failed attempt so the runtime adds a fresh script.
          globalLoading[uniqueKey] = undefined;
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // Tried again, or given up after the last attempt.
          }
        }
        return undefined;
      };
      // The runtime's hook type nests the promise; at run time it awaits one promise of the entry.
      return tryAgain() as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      options.onFailure(containerOf(id), isTimeout(error) ? 'timeout' : 'load', error);
      return unavailableRemote();
    },
  };
}
