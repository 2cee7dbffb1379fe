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
});
