import { type UseMutationResult, type UseQueryOptions, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import {
  type ApiCallOptions,
  type ApiEndpointId,
  ApiFailure,
  type ApiInput,
  type ApiOutput,
  apiQueryOptions,
  type MutationEndpointId,
  needsMember,
  type QueryEndpointId,
  refreshAfter,
} from '@maple/contracts';
import { useSiteData, useSiteQueryClient } from './site-data';

/** Options of {@link useApiQuery}: react-query's, plus how failures are shown. */
type ApiQueryOptions<Id extends QueryEndpointId, Selected = ApiOutput<Id>> = Omit<
  UseQueryOptions<ApiOutput<Id>, ApiFailure, Selected>,
  'queryKey' | 'queryFn'
> &
  ApiCallOptions;

type QueryArgs<Id extends QueryEndpointId, Selected> =
  object extends ApiInput<Id>
    ? [input?: ApiInput<Id>, options?: ApiQueryOptions<Id, Selected>]
    : [input: ApiInput<Id>, options?: ApiQueryOptions<Id, Selected>];

/**
 * Reads a consumer API call through the shared query cache, e.g. `useApiQuery('points')`.
 * Answers are cached per language (localized endpoints) and per member; a member-only call
 * waits until a member is signed in. A failure opens the error modal unless
 * `{ errors: 'inline' }` is asked; either way the query's `error` is an {@link ApiFailure}.
 */
export function useApiQuery<Id extends QueryEndpointId, Selected = ApiOutput<Id>>(
  id: Id,
  ...[input, options = {}]: QueryArgs<Id, Selected>
): UseQueryResult<Selected, ApiFailure> {
  const { api, store, locale } = useSiteData();
  const queryClient = useSiteQueryClient();
  const consumerId = useStore(store, (state) => (state.loggedIn ? (state.profile?.consumerId ?? null) : null));
  // An opted-out member may read only their profile until they opt back in.
  const inactive = useStore(store, (state) => state.profile?.optedOut === true);
  const { errors, enabled = true, ...rest } = options;
  const base = apiQueryOptions({ api, id, input, scope: { locale, consumerId }, errors });
  return useQuery(
    {
      ...rest,
      ...base,
      staleTime: rest.staleTime ?? base.staleTime,
      enabled: enabled !== false && (!needsMember(id) || (consumerId !== null && (!inactive || id === 'getProfile'))),
    } as UseQueryOptions<ApiOutput<Id>, ApiFailure, Selected>,
    queryClient,
  );
}

/** Options of {@link useApiMutation}. */
interface ApiMutationOptions<Id extends MutationEndpointId> extends ApiCallOptions {
  readonly onSuccess?: (data: ApiOutput<Id>, input: ApiInput<Id>) => void;
}

/**
 * Changes data through a consumer API call, e.g. `useApiMutation('issueReward', { errors: 'inline' })`.
 * On success it refreshes what the call declares in `apiEndpointRefreshes` (the header balance,
 * the history…), wherever it is shown. While it runs `isPending` is true (a button shows it and
 * refuses a second submission); a failure is an {@link ApiFailure} in `error`, shown in the
 * modal unless `errors: 'inline'`.
 */
export function useApiMutation<Id extends MutationEndpointId>(
  id: Id,
  { errors, onSuccess }: ApiMutationOptions<Id> = {},
): UseMutationResult<ApiOutput<Id>, ApiFailure, ApiInput<Id>> {
  const { api } = useSiteData();
  const queryClient = useSiteQueryClient();
  return useMutation<ApiOutput<Id>, ApiFailure, ApiInput<Id>>(
    {
      mutationKey: ['api', id],
      mutationFn: async (input) => {
        const call = api.call as (id: ApiEndpointId, input: object, options: ApiCallOptions) => ReturnType<typeof api.call>;
        const result = await call(id, input, { errors });
        if (!result.ok) throw new ApiFailure(id, result);
        return result.data as ApiOutput<Id>;
      },
      onSuccess: async (data, input) => {
        onSuccess?.(data, input);
        await refreshAfter(queryClient, id);
      },
    },
    queryClient,
  );
}
