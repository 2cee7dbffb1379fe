import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ParcelHandle } from '@maple/contracts';
import { useMfe } from './mfe-context';

/**
 * Shows the parcel another remote offers under `name` (e.g. coupons' `sample-order`), with
 * `props` as its inputs, without importing that remote. `fallback` shows when no remote
 * offers it or it cannot be loaded.
 */
export function RemoteParcel({
  name,
  props = {},
  fallback = null,
}: {
  name: string;
  props?: Readonly<Record<string, unknown>>;
  fallback?: ReactNode;
}) {
  const { parcels } = useMfe();
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<ParcelHandle | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const latestProps = useRef(props);
  latestProps.current = props;
  // Inputs compared by value: a new object with the same inputs does not update the parcel.
  const inputs = JSON.stringify(props);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let cancelled = false;
    void parcels.mount(name, target, latestProps.current).then((mounted) => {
      if (cancelled) {
        void mounted?.unmount();
        return;
      }
      handle.current = mounted;
      setUnavailable(mounted === null);
    });
    return () => {
      cancelled = true;
      void handle.current?.unmount();
      handle.current = null;
    };
  }, [parcels, name]);

  useEffect(() => {
    void handle.current?.update(latestProps.current);
  }, [inputs]);

  return (
    <>
      {unavailable && fallback}
      <div ref={element} data-parcel={name} hidden={unavailable} />
    </>
  );
}
