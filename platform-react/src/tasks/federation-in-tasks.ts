import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from './yield-to-browser';

/**
 * A Module Federation runtime plugin every app's build includes (`runtimePlugins` in
 * tools/webpack): the runtime's steps start tasks of their own instead of running on in one
 * chain of microtasks (issue 18, decision 014). On a phone, resolving the shared modules of the
 * shell's first chunk was one task of about 250 ms, and a remote's entry, its container's start,
 * its page's chunk and that chunk's evaluation one more of 100 to 150 ms.
 * - `beforeLoadShare`: each shared module is resolved (its version checked, its chunk's script
 *   added) in a task of its own;
 * - `beforeInitContainer` and `getModuleFactory` (the shell's runtime, which loads the
 *   remotes): a remote's container starts, then is asked for its module (whose chunk then
 *   downloads and is evaluated), each in a task of its own.
 * The default export is what `runtimePlugins` calls.
 */
export default function federationInTasks(): ModuleFederationRuntimePlugin {
  return {
    name: 'maple-federation-in-tasks',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    // Undefined: the runtime asks the container for the module as it would without the plugin.
    async getModuleFactory() {
      await yieldToBrowser();
      return undefined;
    },
  };
}
