import type { EventBus } from '@maple/contracts';
import type { RemoteStatusStore } from './remote-status-store';

/**
 * Turns `mfe:failed` into a console report naming the remote (monitoring collects the
 * console) and the slot's status (its fallback). Returns the function that stops it.
 */
export function reportRemoteFailures(bus: EventBus, statuses: RemoteStatusStore): () => void {
  return bus.on('mfe:failed', ({ app, phase, message, release }) => {
    console.error(`[shell] remote "${app}" failed (${phase})${release ? ` in ${release}` : ''}: ${message}`);
    statuses.getState().set(app, { state: 'failed', phase, message });
  });
}
