import type { RemoteName } from '@maple/contracts';
import { PageSkeleton } from '@maple/ui';
import { useStore } from 'zustand';
import type { RemoteStatusStore } from '../services/remote-status-store';
import { slotElementId } from '../services/start-composition';
import { RemoteFallback } from './remote-fallback';
import styles from './remote-slots.module.css';

/**
 * One slot per remote inside `main`. Only the active remote's slot is shown; while it loads
 * it shows the page's skeleton (title and intro, where the remote will put them); a failed
 * remote's slot shows the fallback and leaves every other slot alone.
 */
export function RemoteSlots({
  apps,
  active,
  statuses,
  onRetry,
}: {
  apps: readonly RemoteName[];
  active: RemoteName | null;
  statuses: RemoteStatusStore;
  onRetry: (app: RemoteName) => void;
}) {
  const byApp = useStore(statuses, (state) => state.statuses);
  return (
    <>
      {apps.map((app) => {
        const status = byApp[app] ?? { state: 'idle' };
        const shown = app === active;
        return (
          <section key={app} className={styles.slot} data-slot={app} hidden={!shown} aria-busy={shown && status.state === 'loading'}>
            {shown && status.state === 'loading' && <PageSkeleton />}
            {shown && status.state === 'failed' && <RemoteFallback onRetry={() => onRetry(app)} />}
            <div id={slotElementId(app)} className={styles.mount} />
          </section>
        );
      })}
    </>
  );
}
