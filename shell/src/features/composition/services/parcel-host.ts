import type { Composition, EventBus, MfeProps, ParcelHandle, ParcelHost } from '@maple/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type LifeCycles, mountRootParcel, type ParcelConfig } from 'single-spa';
import { isUnavailableRemote } from './composition-runtime-plugin';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isParcelConfig(value: unknown): value is LifeCycles {
  const candidate = value as Partial<Record<'bootstrap' | 'mount' | 'unmount', unknown>> | null;
  return typeof candidate?.mount === 'function' && typeof candidate.unmount === 'function' && typeof candidate.bootstrap === 'function';
}

/**
 * The parcels of the composition, by name: loaded from the remote that offers them (its
 * `./parcel/<name>`, through the federation runtime and its plugin) and mounted with
 * single-spa, with the site's mount props and the mounter's inputs. A parcel that cannot be
 * loaded is reported as its remote's failure and mounts nothing.
 */
export function createParcelHost({
  composition,
  bus,
  mountProps,
}: {
  composition: Composition;
  bus: EventBus;
  /** The site's mount props at the moment of mounting (the language follows the page); the offering remote's name and settings are added. */
  mountProps: () => Omit<MfeProps, 'app' | 'settings'>;
}): ParcelHost {
  const owners = new Map(
    composition.remotes
      .filter((remote) => remote.enabled)
      .flatMap((remote) => (remote.parcels ?? []).map((parcel) => [parcel.name, remote] as const)),
  );
  return {
    has: (name) => owners.has(name),
    async mount(name, element, props = {}): Promise<ParcelHandle | null> {
      const remote = owners.get(name);
      if (!remote) return null;
      let config: unknown;
      try {
        registerRemotes([{ name: remote.federationName, entry: remote.entry }]);
        config = await loadRemote<unknown>(`${remote.federationName}/parcel/${name}`);
      } catch (error) {
        bus.emit('mfe:failed', { app: remote.app, phase: 'load', message: `parcel ${name}: ${messageOf(error)}` });
        return null;
      }
      if (isUnavailableRemote(config)) return null;
      if (!isParcelConfig(config)) {
        bus.emit('mfe:failed', { app: remote.app, phase: 'load', message: `parcel ${name} is not a single-spa parcel` });
        return null;
      }
      const customProps = () => ({ ...mountProps(), app: remote.app, settings: remote.settings ?? {}, domElement: element });
      const parcel = mountRootParcel(config as ParcelConfig, { ...customProps(), parcelProps: props });
      try {
        await parcel.mountPromise;
      } catch (error) {
        bus.emit('mfe:failed', { app: remote.app, phase: 'mount', message: `parcel ${name}: ${messageOf(error)}` });
        return null;
      }
      return {
        update: async (next) => {
          if (parcel.update) await parcel.update({ ...customProps(), parcelProps: next });
        },
        unmount: async () => {
          if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
        },
      };
    },
  };
}
