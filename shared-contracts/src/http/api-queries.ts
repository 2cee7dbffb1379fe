import type { InvalidateQueryFilters, QueryClient } from '@tanstack/query-core';
import type { ApiEndpointId, ApiInput, ApiOutput } from '../api/api-endpoints';
import { apiEndpointRefreshes, type MutationEndpointId } from '../api/api-endpoint-refreshes';
import { type ApiEndpointScope, apiEndpointScopes } from '../api/api-endpoint-scopes';
import type { Locale } from '../i18n/locale';
import { ApiFailure } from './api-failure';
import type { ApiCallOptions, SiteApi } from './site-api';
import { type QueryEndpointId, STALE_TIMES } from './stale-times';

/** The first element of every consumer API query key: `['api', endpoint, input, scope]`. */
export const API_QUERY_ROOT = 'api';

/** Whose data and in which language: what makes two answers of the same call differ. */
export interface QueryScope {
  readonly locale: Locale;
  /** The signed-in member, or null for a visitor. */
  readonly consumerId: string | null;
}

type Input = { body?: unknown; query?: unknown; params?: Record<string, string> };

/**
 * The cache key of a call: the endpoint, its input, then only what its answer depends
 * on: the language for localized endpoints, the member for endpoints that read member data.
 */
export function apiQueryKey(id: ApiEndpointId, input: object | undefined, scope: QueryScope) {
  const endpoint: ApiEndpointScope = apiEndpointScopes[id];
  const dependsOn = {
    ...(endpoint.localized ? { locale: scope.locale } : {}),
    ...(endpoint.access === 'anonymous' ? {} : { consumerId: scope.consumerId }),
  };
  return [API_QUERY_ROOT, id, input ?? {}, dependsOn] as const;
}

/** The key prefix of every cached answer of some endpoints (what a mutation invalidates). */
export function apiQueryPrefix(id: ApiEndpointId) {
  return [API_QUERY_ROOT, id] as const;
}

/** Everything a query needs: key, function (a failure throws {@link ApiFailure}) and freshness. */
export function apiQueryOptions<Id extends QueryEndpointId>({
  api,
  id,
  input,
  scope,
  errors,
}: {
  api: SiteApi;
  id: Id;
  input?: ApiInput<Id>;
  scope: QueryScope;
  errors?: ApiCallOptions['errors'];
}) {
  return {
    queryKey: apiQueryKey(id, input, scope),
    queryFn: async (): Promise<ApiOutput<Id>> => {
      const call = api.call as (id: ApiEndpointId, input?: Input, options?: ApiCallOptions) => ReturnType<SiteApi['call']>;
      const result = await call(id, input as Input | undefined, { errors });
      if (!result.ok) throw new ApiFailure(id, result);
      return result.data as ApiOutput<Id>;
    },
    staleTime: STALE_TIMES[id] ?? STALE_TIMES.default,
  };
}

/** The scope an endpoint's answers depend on: the language only for localized endpoints. */
type QueryScopeOf<Id extends ApiEndpointId> = (typeof apiEndpointScopes)[Id] extends { readonly localized: true }
  ? QueryScope
  : Pick<QueryScope, 'consumerId'>;

/**
 * Puts an answer the caller already has into the cache under the key the hooks read, so the
 * pages that show it do not ask the API again (the session's profile, read at sign-in).
 */
export function primeApiQuery<Id extends QueryEndpointId>(
  queryClient: Pick<QueryClient, 'setQueryData'>,
  id: Id,
  scope: QueryScopeOf<Id>,
  data: ApiOutput<Id>,
  input?: ApiInput<Id>,
): void {
  // A scope without a locale only reaches endpoints whose key leaves the locale out.
  queryClient.setQueryData(apiQueryKey(id, input, scope as QueryScope), data);
}

/** What {@link invalidateApiQueries} needs of a query client. */
export type InvalidatingQueryClient = Pick<QueryClient, 'invalidateQueries' | 'getQueryCache'>;

/**
 * Marks the cached answers of these endpoints stale; the ones on screen refetch at once. For
 * lists drawn from the tables (all of a member's data); what a change refreshes goes through
 * {@link refreshAfter}.
 */
export async function invalidateApiQueries(queryClient: InvalidatingQueryClient, ids: readonly ApiEndpointId[]) {
  const prefixes = ids.map((id) => ({ queryKey: apiQueryPrefix(id) }) satisfies InvalidateQueryFilters);
  // react-query joins a first fetch already under way instead of starting another one, and
  // the API may have answered it before the change (a balance read as the day's sign-in is
  // credited): such fetches are awaited, then refreshed once more.
  const firstFetches = prefixes
    .flatMap((filters) => queryClient.getQueryCache().findAll(filters))
    .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
  await Promise.all(prefixes.map((filters) => queryClient.invalidateQueries(filters)));
  if (firstFetches.length === 0) return;
  await Promise.allSettled(firstFetches.flatMap((query) => (query.promise ? [query.promise] : [])));
  // A first read that failed is not asked again: its failure has been shown once already.
  const answered = firstFetches.filter((query) => query.state.status === 'success');
  if (answered.length > 0) await queryClient.invalidateQueries({ predicate: (query) => answered.includes(query) });
}

/**
 * Refreshes what a change declares in {@link apiEndpointRefreshes}, e.g.
 * `refreshAfter(queryClient, 'issueReward')`: `useApiMutation` does it on success; this is for
 * a call made outside it, and for a failure that still changed something (points debited,
 * then given back).
 */
export async function refreshAfter(queryClient: InvalidatingQueryClient, id: MutationEndpointId): Promise<void> {
  await invalidateApiQueries(queryClient, apiEndpointRefreshes[id]);
}

/** True when the endpoint reads a member's data: a visitor's queries of it stay disabled. */
export function needsMember(id: ApiEndpointId): boolean {
  return apiEndpointScopes[id].access === 'member';
}
