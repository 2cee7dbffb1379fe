import type { ParcelHandle, ParcelHost } from '@maple/contracts';
import { useEffect, useRef } from 'react';
import styles from './site-parcels.module.css';

function SiteParcel({ name, host }: { name: string; host: ParcelHost }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let handle: ParcelHandle | null = null;
    let cancelled = false;
    void host.mount(name, target).then((mounted) => {
      if (cancelled) void mounted?.unmount();
      else handle = mounted;
    });
    return () => {
      cancelled = true;
      void handle?.unmount();
    };
  }, [host, name]);
  return <div ref={element} data-parcel={name} />;
}

/**
 * The parcels remotes offer for every page (the welcome and onboarding tracker, a friend's
 * invitation): mounted once near the top, above the page, whatever page the visitor is on;
 * each decides itself when it has something to show.
 */
export function SiteParcels({ names, host }: { names: readonly string[]; host: ParcelHost }) {
  if (names.length === 0) return null;
  return (
    <div className={styles.parcels}>
      {names.map((name) => (
        <SiteParcel key={name} name={name} host={host} />
      ))}
    </div>
  );
}
