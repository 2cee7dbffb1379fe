import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/query-core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { SiteApi } from '../http/site-api';
import type { Locale } from '../i18n/locale';
import type { SiteStoreView } from '../store/site-state';

/** What the data hooks need: the API, who is signed in (from the store) and the page's language. */
export interface SiteData {
  readonly api: SiteApi;
  readonly store: SiteStoreView;
  readonly locale: Locale;
}

const SiteDataContext = createContext<SiteData | null>(null);

/**
 * Makes the site's server data available below it: the shared query cache and the API.
 * The shell renders it at its root; `createRemoteApp` renders it from the mount props.
 */
export function SiteDataProvider({
  api,
  store,
  locale,
  queryClient,
  children,
}: SiteData & { readonly queryClient: QueryClient; readonly children: ReactNode }) {
  const value = useMemo(() => ({ api, store, locale }), [api, store, locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>
    </QueryClientProvider>
  );
}

/** The API, store and language of the data hooks. */
export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('The data hooks need a SiteDataProvider (the shell and createRemoteApp render one)');
  return value;
}
