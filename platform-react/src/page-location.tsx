import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';

/** Where the page is. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** How the page's address is read and changed: the browser's history, or memory in tests. */
export interface LocationSource {
  /** The current address as one string (path, query and fragment), stable between changes. */
  read(): string;
  subscribe(onChange: () => void): () => void;
  go(to: string, options?: { readonly replace?: boolean }): void;
}

/**
 * The browser's history as a location source. single-spa dispatches a routing event after
 * every pushState and replaceState (and popstate), so every app sees every change; `go`
 * pushes through `navigate` (single-spa's navigateToUrl: the app that owns the path mounts).
 */
export function browserLocation(navigate: (to: string) => void): LocationSource {
  const events = ['popstate', 'single-spa:routing-event'] as const;
  return {
    read: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
    subscribe(onChange) {
      for (const event of events) window.addEventListener(event, onChange);
      return () => {
        for (const event of events) window.removeEventListener(event, onChange);
      };
    },
    go(to, options) {
      if (options?.replace) window.history.replaceState(window.history.state, '', to);
      else navigate(to);
    },
  };
}

/** A location in memory, for tests: `entries` records every address it went to. */
export function memoryLocation(initial: string) {
  let current = initial;
  const listeners = new Set<() => void>();
  const entries = [initial];
  const source: LocationSource = {
    read: () => current,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    go(to, options) {
      current = new URL(to, `http://site.invalid${current}`).href.replace('http://site.invalid', '');
      if (options?.replace) entries[entries.length - 1] = current;
      else entries.push(current);
      for (const listener of listeners) listener();
    },
  };
  return { source, entries };
}

const LocationContext = createContext<LocationSource | null>(null);

/** Makes a location source available to the routing hooks below it. */
export function LocationProvider({ source, children }: { source: LocationSource; children: ReactNode }) {
  return <LocationContext.Provider value={source}>{children}</LocationContext.Provider>;
}

/** The location source of the tree. */
export function useLocationSource(): LocationSource {
  const source = useContext(LocationContext);
  if (!source) throw new Error('The routing hooks need a LocationProvider (createRemoteApp and renderRemotePage render one)');
  return source;
}

/** The page's address, following every navigation. */
export function usePageLocation(): PageLocation {
  const source = useLocationSource();
  // Hydrating a served page, too, the address is the live one (query and fragment included): a
  // page's effects act on it (a campaign from a QR code's ?campaign=). Markup that depends on a
  // query the build did not see is rendered anew by React where it differs.
  const address = useSyncExternalStore(source.subscribe, source.read, source.read);
  return useMemo(() => {
    const url = new URL(address, 'http://site.invalid');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }, [address]);
}
