import type { RemoteName } from '@maple/contracts';
import { PageSkeleton } from '@maple/ui';
import type { PrerenderedPage } from '../services/prerendered-page';
import type { RemoteStatuses } from '../services/remote-status-store';
import { slotElementId } from '../services/slot-element-id';
import { lazyPart } from '#src/components/lazy-part.tsx';
import styles from './remote-slots.module.css';

// Shown only when a remote fails: a chunk of its own.
const RemoteFallback = lazyPart(() => import('./remote-fallback').then((module) => module.RemoteFallback));

// The remote owns what is inside its mount element: React neither renders nor hydrates it (a
// served page's markup stays there for the remote to hydrate), and an unchanged empty string
// is never written again.
const remoteOwned = { __html: '' };

/**
 * One slot per remote inside `main`. Only the active remote's slot is shown; while it loads
 * it shows the page's skeleton (title and intro, where the remote will put them); a failed
 * remote's slot shows the fallback and leaves every other slot alone. A page the server sent
 * as HTML (`prerendered`) is in its remote's mount element already: no skeleton is shown over
 * it, and the remote hydrates it.
 */
export function RemoteSlots({
  apps,
  active,
  statuses,
  onRetry,
  prerendered = null,
}: {
  apps: readonly RemoteName[];
  active: RemoteName | null;
  /** Every remote's status, as the layout follows them (in transitions). */
  statuses: RemoteStatuses;
  onRetry: (app: RemoteName) => void;
  prerendered?: PrerenderedPage | null;
}) {
  return (
    <>
      {apps.map((app) => {
        const status = statuses[app] ?? { state: 'idle' };
        const shown = app === active;
        const served = shown && prerendered?.app === app;
        const loading = shown && status.state === 'loading' && !served;
        return (
          <section key={app} className={styles.slot} data-slot={app} hidden={!shown} aria-busy={loading}>
            {loading && <PageSkeleton />}
            {shown && status.state === 'failed' && <RemoteFallback onRetry={() => onRetry(app)} />}
            <div id={slotElementId(app)} className={styles.mount} dangerouslySetInnerHTML={remoteOwned} suppressHydrationWarning />
          </section>
        );
      })}
    </>
  );
}
