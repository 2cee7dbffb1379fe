import { STALE_TIMES } from '@maple/contracts';
import { QueryClient } from '@tanstack/react-query';

/**
 * The site's one query cache (docs/decisions/007-data-layer.md): every app reads server
 * data through it. A failed call is not repeated behind the visitor's back (the API client
 * already waits out a 429 on reads); answers are dropped five minutes after nothing shows them.
 */
export function createSiteQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: STALE_TIMES.default, gcTime: 5 * 60_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  // What a QueryClientProvider would do, and the hooks use none: without it the cache never hears
  // that the tab is back, and nothing refetches on focus (a member back from confirming their
  // email would still be shown as unconfirmed).
  client.mount();
  return client;
}
