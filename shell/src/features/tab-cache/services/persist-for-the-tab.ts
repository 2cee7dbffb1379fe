import { API_QUERY_ROOT, apiEndpoints, apiQueryKey, isKeptForTheTab, isLocale, type QueryEndpointId } from '@maple/contracts';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import { type DehydratedState, hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

/**
 * The oldest answer a tab restores: a session lasts 30 minutes (spec section 9), so nothing
 * older can belong to the session being resumed.
 */
export const TAB_CACHE_MAX_AGE_MS = 30 * 60_000;

/**
 * Saves are grouped over this long. A page load changes the cache a dozen times in a burst;
 * a longer wait would lose the last answers when the member follows a link at once.
 */
export const TAB_CACHE_SAVE_INTERVAL_MS = 100;

type KeptQuery = DehydratedState['queries'][number];

/** What a kept answer must look like, in storage or in the cache, before its data is checked against the contract. */
const keptQuerySchema = z.object({
  queryKey: z.array(z.unknown()),
  state: z.object({ status: z.literal('success'), dataUpdatedAt: z.number(), isInvalidated: z.boolean(), data: z.unknown() }),
});

const persistedClientSchema = z.object({
  timestamp: z.number(),
  buster: z.string(),
  clientState: z.object({ queries: z.array(z.unknown()) }),
});

// Checked by hand rather than with a zod schema: a zod function only this chunk used would be
// bundled with the zod every visitor loads.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A persisted client without a timestamp: the library removes it from storage instead of restoring it. */
const DISCARDED: PersistedClient = { timestamp: 0, buster: '', clientState: { queries: [], mutations: [] } };

/** The buster of a member's answers: another build of the shell (another contract) or another member finds nothing. */
export function tabCacheBuster(build: string, consumerId: string): string {
  return `${build}:${consumerId}`;
}

/**
 * The endpoint of a query key when it is exactly the key the site's hooks give this member's
 * answer of an endpoint kept for the tab (decision 020), else null: another member's, a
 * visitor's, a key of something else, or an endpoint never kept.
 */
function keptEndpoint(queryKey: unknown, consumerId: string): QueryEndpointId | null {
  if (!Array.isArray(queryKey) || queryKey.length !== 4) return null;
  const [root, id, input, scope] = queryKey as unknown[];
  if (root !== API_QUERY_ROOT || !isRecord(input) || !isRecord(scope)) return null;
  if (!isKeptForTheTab(id)) return null;
  const locale = isLocale(scope.locale) ? scope.locale : 'en-CA';
  return hashKey(apiQueryKey(id, input, { locale, consumerId })) === hashKey(queryKey) ? id : null;
}

/**
 * Whether a query of the cache is a candidate to keep: a successful answer of this member for
 * an endpoint kept for the tab. Asked on every change of the cache, so its data is checked only
 * when it is written ({@link writeKeptClient}).
 */
export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>, consumerId: string): boolean {
  return query.state.status === 'success' && keptEndpoint(query.queryKey, consumerId) !== null;
}

/**
 * The answer as it may be kept or restored, or null. The same rule both ways: a successful
 * answer of an endpoint kept for the tab, of this member, fetched no later than now and at
 * most {@link TAB_CACHE_MAX_AGE_MS} ago, whose data is what the contract's response schema
 * gives (fields the contract does not have, such as the login's token, are dropped). Only the
 * data, its fetch time and whether it was invalidated are kept: errors, fetch state and
 * mutations never are. `invalidate` marks it to be fetched again wherever it is shown.
 */
export function keptAnswer(candidate: unknown, { consumerId, now, invalidate = false }: KeptAnswerRules): KeptQuery | null {
  const query = keptQuerySchema.safeParse(candidate);
  if (!query.success) return null;
  const { queryKey, state } = query.data;
  const id = keptEndpoint(queryKey, consumerId);
  if (id === null || state.dataUpdatedAt > now || now - state.dataUpdatedAt > TAB_CACHE_MAX_AGE_MS) return null;
  const data = apiEndpoints[id].response.safeParse(state.data);
  if (!data.success) return null;
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: now,
    state: {
      data: data.data,
      dataUpdatedAt: state.dataUpdatedAt,
      dataUpdateCount: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: invalidate || state.isInvalidated,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

/** Whose answers are kept, and when "now" is. */
interface KeptAnswerRules {
  readonly consumerId: string;
  readonly now: number;
  readonly invalidate?: boolean;
}

/** The stored text of the member's kept answers. */
export function writeKeptClient(client: PersistedClient, rules: KeptAnswerRules): string {
  const queries = client.clientState.queries.flatMap((query) => keptAnswer(query, rules) ?? []);
  return JSON.stringify({ ...client, clientState: { queries, mutations: [] } });
}

/**
 * The kept answers read back from storage: anything that is not JSON, not a persisted client
 * or not one of this member's kept answers is left out, and a value that cannot be read at
 * all is discarded (removed from storage), without an error for the visitor.
 */
export function readKeptClient(text: string, rules: KeptAnswerRules): PersistedClient {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return DISCARDED;
  }
  const client = persistedClientSchema.safeParse(value);
  if (!client.success) return DISCARDED;
  const queries = client.data.clientState.queries.flatMap((query) => keptAnswer(query, rules) ?? []);
  return { timestamp: client.data.timestamp, buster: client.data.buster, clientState: { queries, mutations: [] } };
}

/** What {@link persistForTheTab} needs. */
export interface PersistForTheTabOptions {
  readonly queryClient: QueryClient;
  readonly key: string;
  readonly consumerId: string;
  /** The tab's session storage (the default). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The shell's build, part of the buster: webpack's hash of this build by default. */
  readonly build?: string;
  /** The member reloaded the page: what is restored is shown, and fetched again wherever it is shown. */
  readonly reloaded?: boolean;
  readonly now?: () => number;
}

// webpack's hash of the shell's build; absent outside a webpack build (unit tests).
declare const __webpack_hash__: string | undefined;

/** This build of the shell: the answers it keeps have the shape of the contracts it was built with. */
const THIS_BUILD = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unbuilt';

/** True when the member reloaded this page: a reload asks for the page afresh. */
function pageWasReloaded(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

/**
 * Restores the member's answers kept for the tab into the query cache, each with the time it
 * was fetched (so STALE_TIMES judge it from then), and from then on keeps their answers in
 * session storage as the cache changes, with TanStack Query's persister. Resolves once
 * restored, with the function that stops keeping (sign-out): after it, a save still waiting
 * for its turn writes nothing.
 */
export async function persistForTheTab(options: PersistForTheTabOptions): Promise<() => void> {
  const {
    queryClient,
    key,
    consumerId,
    storage = sessionStorage,
    build = THIS_BUILD,
    reloaded = pageWasReloaded(),
    now = Date.now,
  } = options;
  let stopped = false;
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (name) => storage.getItem(name),
      setItem: (name, value) => {
        if (stopped) return;
        try {
          storage.setItem(name, value);
        } catch {
          // Storage full or refused: an older copy must not be restored in place of this one.
          storage.removeItem(name);
        }
      },
      removeItem: (name) => storage.removeItem(name),
    },
    key,
    throttleTime: TAB_CACHE_SAVE_INTERVAL_MS,
    serialize: (client) => writeKeptClient(client, { consumerId, now: now() }),
    deserialize: (text) => readKeptClient(text, { consumerId, now: now(), invalidate: reloaded }),
  });
  const persisting = {
    queryClient,
    persister,
    buster: tabCacheBuster(build, consumerId),
    maxAge: TAB_CACHE_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) => isKeptQuery(query, consumerId),
      shouldDehydrateMutation: () => false,
    },
  };
  // A failed restore has already removed what it could not read: the page fetches as usual.
  await persistQueryClientRestore(persisting).catch((error: unknown) =>
    console.warn('[shell] the tab’s answers were not restored:', error),
  );
  // The reload's invalidation is stored at once: a member who leaves before anything is fetched
  // again must not find the pre-reload answers fresh on the next page.
  if (reloaded) await persistQueryClientSave(persisting);
  const unsubscribe = persistQueryClientSubscribe(persisting);
  return () => {
    stopped = true;
    unsubscribe();
  };
}
