import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from './yield-to-browser';

/**
 * A Module Federation runtime plugin every app's build includes (`runtimePlugins` in
 * tools/webpack): each shared module is resolved (its version checked, its chunk's script
 * added) in a task of its own. Without it the runtime resolves every shared module a chunk
 * consumes in one chain of microtasks, which on a phone was one task of about 250 ms for the
 * shell's first chunk (issue 18). The default export is what `runtimePlugins` calls.
 */
export default function shareLoadsInTasks(): ModuleFederationRuntimePlugin {
  return {
    name: 'maple-share-loads-in-tasks',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
}
