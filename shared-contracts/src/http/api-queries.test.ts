import { createTestQueryClient } from '@maple/testing';
import { apiQueryKey, type QueryScope, refreshAfter } from './api-queries';

const scope: QueryScope = { locale: 'en-CA', consumerId: 'c-ada' };

describe('refreshAfter', () => {
  it('marks stale every cached answer of what the change declares, whatever its input, and nothing else', async () => {
    const queryClient = createTestQueryClient();
    const balance = apiQueryKey('points', undefined, scope);
    const secondPage = apiQueryKey('history', { query: { page: '2' } }, scope);
    const geo = apiQueryKey('geo', undefined, scope);
    for (const key of [balance, secondPage, geo]) queryClient.setQueryData(key, {});

    await refreshAfter(queryClient, 'issueReward');

    expect(queryClient.getQueryState(balance)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(secondPage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(geo)?.isInvalidated).toBe(false);
  });

  it('leaves the cache as it is after a change that refreshes nothing', async () => {
    const queryClient = createTestQueryClient();
    const profile = apiQueryKey('getProfile', undefined, scope);
    queryClient.setQueryData(profile, {});

    await refreshAfter(queryClient, 'resendVerificationEmail');

    expect(queryClient.getQueryState(profile)?.isInvalidated).toBe(false);
  });

  it('marks stale a balance whose first read was under way when the change came: that answer may predate it', async () => {
    const queryClient = createTestQueryClient();
    const balance = apiQueryKey('points', undefined, scope);
    let answerFirstRead: () => void = () => undefined;
    // The API has read the balance (25); its answer arrives after the change was made.
    const firstRead = queryClient.fetchQuery({
      queryKey: balance,
      queryFn: () => new Promise<{ pointsBalance: number }>((resolve) => (answerFirstRead = () => resolve({ pointsBalance: 25 }))),
    });

    const refreshed = refreshAfter(queryClient, 'memberInteraction');
    answerFirstRead();
    await Promise.all([firstRead, refreshed]);

    expect(queryClient.getQueryData(balance)).toEqual({ pointsBalance: 25 });
    expect(queryClient.getQueryState(balance)?.isInvalidated).toBe(true);
  });
});
