import type { InvalidateQueryFilters, QueryClient } from '@tanstack/query-core';
import type { ApiEndpointId, ApiInput, ApiOutput, apiEndpoints } from '../api/api-endpoints';
import { type ApiEndpointScope, apiEndpointScopes } from '../api/api-endpoint-scopes';
import type { Locale } from '../i18n/locale';
import { ApiFailure } from './api-failure';
import type { ApiCallOptions, SiteApi } from './site-api';

/** The first element of every consumer API query key: `['api', endpoint, input, scope]`. */
export const API_QUERY_ROOT = 'api';

/** A call that reads (GET): only these are queries; the others are mutations. */
export type QueryEndpointId = {
  [Id in ApiEndpointId]: (typeof apiEndpoints)[Id]['method'] extends 'GET' ? Id : never;
}[ApiEndpointId];

/** Whose data and in which language: what makes two answers of the same call differ. */
export interface QueryScope {
  readonly locale: Locale;
  /** The signed-in member, or null for a visitor. */
  readonly consumerId: string | null;
}

/**
 * How long an answer stays fresh, in ms (docs/decisions/007-data-layer.md). The reward
 * lists are kept per language until something changes them (spec section 4: "cached per
 * locale unless forced"; a redemption invalidates them); content changes rarely.
 */
export const STALE_TIMES: Partial<Record<QueryEndpointId, number>> & { readonly default: number } = {
  default: 30_000,
  anonymousRewards: Number.POSITIVE_INFINITY,
  rewards: Number.POSITIVE_INFINITY,
  surveys: 5 * 60_000,
  quizzes: 5 * 60_000,
  articles: 5 * 60_000,
  library: 5 * 60_000,
  article: 5 * 60_000,
  causePages: 5 * 60_000,
  helpTopics: 5 * 60_000,
  supportContact: 5 * 60_000,
  offerRules: 5 * 60_000,
  geo: Number.POSITIVE_INFINITY,
};

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
export type QueryScopeOf<Id extends ApiEndpointId> = (typeof apiEndpointScopes)[Id] extends { readonly localized: true }
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

/** Marks the cached answers of these endpoints stale; the ones on screen refetch at once. */
export async function invalidateApiQueries(queryClient: Pick<QueryClient, 'invalidateQueries'>, ids: readonly ApiEndpointId[]) {
  await Promise.all(ids.map((id) => queryClient.invalidateQueries({ queryKey: apiQueryPrefix(id) } satisfies InvalidateQueryFilters)));
}

/** True when the endpoint reads a member's data: a visitor's queries of it stay disabled. */
export function needsMember(id: ApiEndpointId): boolean {
  return apiEndpointScopes[id].access === 'member';
}
