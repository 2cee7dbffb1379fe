import type { QueryClient } from '@tanstack/query-core';

/**
 * The site's one query cache, as the shell hands it out (docs/decisions/007-data-layer.md): it
 * is created, with react-query, by the first component or service that reads server data, so a
 * page whose first view reads none (a visitor's home above the fold, a landing page) downloads
 * neither (docs/decisions/014-performance.md).
 */
export interface SiteQueryClient {
  /** The cache, created (and react-query downloaded) on the first call; the same one ever after. */
  load(): Promise<QueryClient>;
  /** The cache if something created it already, else null (then nothing is cached). */
  current(): QueryClient | null;
}

/** A {@link SiteQueryClient} over a cache created by `create` on the first `load()`; a failed creation is tried again on the next. */
export function lazyQueryClient(create: () => Promise<QueryClient>): SiteQueryClient {
  let client: QueryClient | null = null;
  let creating: Promise<QueryClient> | null = null;
  return {
    load() {
      creating ??= create().then(
        (created) => (client = created),
        (error: unknown) => {
          creating = null;
          throw error;
        },
      );
      return creating;
    },
    current: () => client,
  };
}
