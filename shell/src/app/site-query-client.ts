import { lazyQueryClient, type SiteQueryClient } from '@maple/contracts';

/**
 * The site's one query cache as the shell hands it out: created, with react-query, the first
 * time a component or the session needs it (docs/decisions/014-performance.md). Outside
 * production the TanStack Query devtools (and the e2e suite) find it on the window.
 */
export function createLazySiteQueryClient({ exposeOnWindow }: { exposeOnWindow: () => boolean }): SiteQueryClient {
  return lazyQueryClient(async () => {
    const { createSiteQueryClient } = await import('./query-client');
    const client = createSiteQueryClient();
    if (exposeOnWindow()) Object.assign(window, { __TANSTACK_QUERY_CLIENT__: client });
    return client;
  });
}
