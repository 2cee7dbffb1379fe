import { apiQueryKey, type QueryScope } from '@maple/contracts';
import { aHistory, aPointsBalance, aProfile, createTestQueryClient } from '@maple/testing';
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { persistForTheTab, readKeptClient, TAB_CACHE_MAX_AGE_MS, tabCacheBuster } from './persist-for-the-tab';

const KEY = 'tab-cache-under-test';
const ada: QueryScope = { locale: 'en-CA', consumerId: 'c-ada' };
const pointsKey = apiQueryKey('points', undefined, ada);
const profileKey = apiQueryKey('getProfile', undefined, ada);
const secondsAgo = (seconds: number) => Date.now() - seconds * 1000;

const stopping: (() => void)[] = [];
afterEach(() => {
  stopping.splice(0).forEach((stop) => stop());
  sessionStorage.clear();
});

/** Starts keeping Ada's answers of `queryClient` in session storage (a reload when `reloaded`). */
async function keepFor(queryClient: QueryClient, { consumerId = 'c-ada', build = 'build-1', reloaded = false } = {}) {
  const stop = await persistForTheTab({ queryClient, storage: sessionStorage, key: KEY, consumerId, build, reloaded });
  stopping.push(stop);
  return stop;
}

/** What the tab kept, as stored. */
function stored(): {
  buster: string;
  clientState: { queries: { queryKey: unknown[]; state: Record<string, unknown> }[]; mutations: unknown[] };
} {
  return JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
}

const keptEndpoints = () => stored().clientState.queries.map((query) => query.queryKey[1]);

/** A tab that kept Ada's balance, fetched `fetchedSecondsAgo` ago, with build-1. */
async function aTabThatKeptTheBalance(fetchedSecondsAgo = 10) {
  const earlierPage = createTestQueryClient();
  const stop = await keepFor(earlierPage);
  earlierPage.setQueryData(pointsKey, aPointsBalance(120), { updatedAt: secondsAgo(fetchedSecondsAgo) });
  await waitFor(() => expect(keptEndpoints()).toEqual(['points']));
  stop();
}

describe('persistForTheTab', () => {
  it('restores the member’s answers with the time they were fetched, so staleness counts from then', async () => {
    await aTabThatKeptTheBalance(10);

    const nextPage = createTestQueryClient();
    await keepFor(nextPage);

    expect(nextPage.getQueryData(pointsKey)).toEqual(aPointsBalance(120));
    const restored = nextPage.getQueryCache().find({ queryKey: pointsKey });
    expect(restored?.state.dataUpdatedAt).toBeLessThanOrEqual(secondsAgo(10));
    expect(restored?.isStaleByTime(30_000)).toBe(false);
    expect(restored?.isStaleByTime(5_000)).toBe(true);
  });

  it('keeps only the member’s successful answers of endpoints kept for the tab, and never a mutation', async () => {
    const queryClient = createTestQueryClient();
    await keepFor(queryClient);
    queryClient.setQueryData(apiQueryKey('geo', undefined, ada), { country: 'CA', latitude: 45.5, longitude: -73.6, vpn: false });
    queryClient.setQueryData(apiQueryKey('points', undefined, { locale: 'en-CA', consumerId: 'c-bob' }), aPointsBalance(7));
    queryClient.setQueryData(apiQueryKey('samples', undefined, { locale: 'en-CA', consumerId: null }), { campaigns: [] });
    queryClient.setQueryData(['a remote’s own query'], null);
    await queryClient.prefetchQuery({ queryKey: apiQueryKey('messages', undefined, ada), queryFn: () => Promise.reject(new Error('503')) });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: ['api', 'issueReward'], mutationFn: () => Promise.resolve('ok') })
      .execute(undefined);
    queryClient.setQueryData(apiQueryKey('history', { query: { page: '2' } }, ada), aHistory());
    queryClient.setQueryData(pointsKey, aPointsBalance(120));

    await waitFor(() => expect(keptEndpoints()).toEqual(['history', 'points']));
    expect(stored().clientState.mutations).toEqual([]);
  });

  it('never writes the login’s tokens: an answer is kept as the contract’s response has it', async () => {
    const queryClient = createTestQueryClient();
    await keepFor(queryClient);
    queryClient.setQueryData(profileKey, { ...aProfile(), authToken: 'header.claims.signature', idTokenHint: 'id-token' });

    await waitFor(() => expect(keptEndpoints()).toEqual(['getProfile']));
    expect(sessionStorage.getItem(KEY)).not.toMatch(/authToken|idTokenHint|header\.claims\.signature|id-token/);
  });

  it('restores nothing kept by another build of the shell, and removes it', async () => {
    await aTabThatKeptTheBalance();
    expect(stored().buster).toBe(tabCacheBuster('build-1', 'c-ada'));

    const newDeployment = createTestQueryClient();
    await keepFor(newDeployment, { build: 'build-2' });

    expect(newDeployment.getQueryData(pointsKey)).toBeUndefined();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('restores nothing of another member, and removes it', async () => {
    await aTabThatKeptTheBalance();

    const bobsPage = createTestQueryClient();
    await keepFor(bobsPage, { consumerId: 'c-bob' });

    expect(bobsPage.getQueryCache().getAll()).toEqual([]);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('writes nothing more once stopped, even a save that was waiting for its turn (sign-out)', async () => {
    const queryClient = createTestQueryClient();
    const stop = await keepFor(queryClient);
    queryClient.setQueryData(pointsKey, aPointsBalance(120));
    queryClient.setQueryData(profileKey, aProfile());
    stop();
    sessionStorage.removeItem(KEY);
    queryClient.clear();

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('restores every answer as invalidated after a reload: shown at once, and fetched again wherever it is shown', async () => {
    await aTabThatKeptTheBalance(2);

    const reloadedPage = createTestQueryClient();
    await keepFor(reloadedPage, { reloaded: true });

    expect(reloadedPage.getQueryData(pointsKey)).toEqual(aPointsBalance(120));
    expect(reloadedPage.getQueryState(pointsKey)?.isInvalidated).toBe(true);
  });

  it('keeps the reload’s invalidation for the next page even when the member leaves before anything is fetched again', async () => {
    await aTabThatKeptTheBalance(2);

    const stop = await keepFor(createTestQueryClient(), { reloaded: true });
    stop();

    const nextPage = createTestQueryClient();
    await keepFor(nextPage);
    expect(nextPage.getQueryData(pointsKey)).toEqual(aPointsBalance(120));
    expect(nextPage.getQueryState(pointsKey)?.isInvalidated).toBe(true);
  });

  it('removes an older copy when the browser refuses to store the new one (storage full)', async () => {
    await aTabThatKeptTheBalance();
    const queryClient = createTestQueryClient();
    await keepFor(queryClient);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    queryClient.setQueryData(pointsKey, aPointsBalance(95));

    await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());
    setItem.mockRestore();
  });
});

describe('readKeptClient', () => {
  const rules = { consumerId: 'c-ada', now: Date.now() };
  const keptPoints = (changes: { data?: unknown; dataUpdatedAt?: number; queryKey?: readonly unknown[] } = {}) => ({
    queryKey: changes.queryKey ?? pointsKey,
    queryHash: 'whatever was stored',
    state: {
      status: 'success',
      dataUpdatedAt: changes.dataUpdatedAt ?? rules.now - 5000,
      isInvalidated: false,
      data: changes.data ?? aPointsBalance(5),
    },
  });
  const client = (...queries: unknown[]) =>
    JSON.stringify({ timestamp: Date.now(), buster: 'b', clientState: { queries, mutations: [{ state: { status: 'pending' } }] } });

  it('discards a value that is not JSON or not a kept client, so the library removes it without an error', () => {
    for (const text of ['{"timestamp":', 'null', '"text"', '{"foo":1}', JSON.stringify({ timestamp: 1, buster: 'b', clientState: null })]) {
      expect(readKeptClient(text, rules).timestamp).toBe(0);
    }
  });

  it('keeps only the member’s answers whose data has the contract’s shape, fetched in the last 30 minutes and not in the future', () => {
    const restored = readKeptClient(
      client(
        keptPoints(),
        keptPoints({ data: { pointsBalance: 'lots' } }),
        keptPoints({ dataUpdatedAt: rules.now + 60_000 }),
        keptPoints({ dataUpdatedAt: rules.now - TAB_CACHE_MAX_AGE_MS - 1 }),
        keptPoints({ queryKey: apiQueryKey('points', undefined, { locale: 'en-CA', consumerId: 'c-bob' }) }),
        keptPoints({ queryKey: ['api', 'geo', {}, {}] }),
        keptPoints({ queryKey: ['api', 'points', {}, { consumerId: 'c-ada', extra: 'key' }] }),
        'not a query',
      ),
      rules,
    );

    expect(restored.clientState.queries).toEqual([expect.objectContaining({ queryKey: pointsKey, queryHash: JSON.stringify(pointsKey) })]);
    expect(restored.clientState.mutations).toEqual([]);
  });
});
