import type { RemoteName } from '@maple/contracts';
import { PageSkeleton } from '@maple/ui';
import { useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import type { PrerenderedPage } from '../services/prerendered-page';
import type { RemoteStatusStore } from '../services/remote-status-store';
import { slotElementId } from '../services/start-composition';
import { RemoteFallback } from './remote-fallback';
import styles from './remote-slots.module.css';

/**
 * One slot per remote inside `main`. Only the active remote's slot is shown; while it loads
 * it shows the page's skeleton (title and intro, where the remote will put them); a failed
 * remote's slot shows the fallback and leaves every other slot alone. A page the server sent
 * as HTML (`prerendered`) is shown in its remote's slot instead of the skeleton, and stays
 * there until the remote's first render replaces it.
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
  statuses: RemoteStatusStore;
  onRetry: (app: RemoteName) => void;
  prerendered?: PrerenderedPage | null;
}) {
  const byApp = useStore(statuses, (state) => state.statuses);
  // Before the browser paints: the served markup moves into the slot React has just created.
  useLayoutEffect(() => {
    const element = prerendered?.element;
    const mount = prerendered && document.getElementById(slotElementId(prerendered.app));
    if (element && mount && element.parentElement !== mount) mount.append(element);
  }, [prerendered]);
  return (
    <>
      {apps.map((app) => {
        const status = byApp[app] ?? { state: 'idle' };
        const shown = app === active;
        const served = shown && prerendered?.app === app;
        const loading = shown && status.state === 'loading' && !served;
        return (
          <section key={app} className={styles.slot} data-slot={app} hidden={!shown} aria-busy={loading}>
            {loading && <PageSkeleton />}
            {shown && status.state === 'failed' && <RemoteFallback onRetry={() => onRetry(app)} />}
            <div id={slotElementId(app)} className={styles.mount} />
          </section>
        );
      })}
    </>
  );
}
