import type { QueryClient } from '@tanstack/query-core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale, SiteApi, SiteQueryClient, SiteStoreView } from '@maple/contracts';
import { alreadyLoaded, useLoaded } from './load-once';

/** What the data hooks need: the API, who is signed in (from the store), the page's language and the query cache. */
interface SiteData {
  readonly api: SiteApi;
  readonly store: SiteStoreView;
  readonly locale: Locale;
  readonly queryClient: SiteQueryClient;
}

const SiteDataContext = createContext<SiteData | null>(null);

/**
 * Makes the site's server data available below it: the API and the shared query cache. It
 * loads nothing itself: the cache, and react-query with it, load with the first component that
 * reads data (`useApiQuery`), so a page with no data on its first view downloads neither. The
 * shell renders it where it shows data; `createRemoteApp` renders it from the mount props.
 */
export function SiteDataProvider({ api, store, locale, queryClient, children }: SiteData & { readonly children: ReactNode }) {
  const value = useMemo(() => ({ api, store, locale, queryClient }), [api, store, locale, queryClient]);
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** The API, store, language and query cache of the data hooks. */
export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('The data hooks need a SiteDataProvider (the shell and createRemoteApp render one)');
  return value;
}

/** The site's query cache, for a component: it suspends (the nearest `<Suspense>` shows) until the cache exists. */
export function useSiteQueryClient(): QueryClient {
  const { queryClient } = useSiteData();
  const client = queryClient.current();
  // Once the cache exists (the usual case after a page's first data) nothing suspends, not even
  // for a tick; useLoaded is called either way, as a part replayed after waiting needs.
  return useLoaded(client ? alreadyLoaded(client) : queryClient.load);
}
