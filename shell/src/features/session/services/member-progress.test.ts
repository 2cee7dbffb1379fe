import { apiQueryPrefix } from '@maple/contracts';
import { aHistory, aMemberSummary, aTransaction, createFakeSiteApi, createTestQueryClient } from '@maple/testing';
import { waitFor } from '@testing-library/react';
import { createSiteStore } from '#src/lib/site-store.ts';
import { followMemberProgress } from './member-progress';

const member = aMemberSummary();
const earned = (...entries: { typeCode: string; reference: string; points: number }[]) => ({
  ok: true as const,
  data: aHistory({ MemberTransactions: entries.map((entry) => aTransaction(entry)) }),
});

describe('following the member’s progress', () => {
  it('reads the onboarding steps and action counters from the history once a member signs in', async () => {
    const { api, calls } = createFakeSiteApi({ history: earned({ typeCode: 'SURVEY_COMPLETED', reference: '1275', points: 50 }) });
    const store = createSiteStore();
    const stop = followMemberProgress({ queryClient: createTestQueryClient(), api, store, locale: () => 'en-CA' });
    expect(calls).toEqual([]);

    store.actions.signIn(member);
    await waitFor(() => expect(store.getState().onboarding[1]).toEqual({ completedSurveyCount: 1, rewardEarned: true }));
    expect(store.getState().actionCounters.survey).toBe(1);
    expect(calls[0]).toEqual({
      id: 'history',
      input: { query: { transactionType: 'earn', isPagination: 'false' } },
      options: { errors: 'inline' },
    });
    stop();
  });

  it('follows the history when an app invalidates it', async () => {
    let entries = [{ typeCode: 'SURVEY_COMPLETED', reference: '1275', points: 50 }];
    const { api } = createFakeSiteApi({ history: () => earned(...entries) });
    const store = createSiteStore();
    const queryClient = createTestQueryClient();
    const stop = followMemberProgress({ queryClient, api, store, locale: () => 'fr-CA' });
    store.actions.signIn(member);
    await waitFor(() => expect(store.getState().onboarding[1].completedSurveyCount).toBe(1));

    entries = [
      ...entries,
      { typeCode: 'SURVEY_COMPLETED', reference: '1276', points: 50 },
      { typeCode: 'SURVEY_COMPLETED', reference: '1277', points: 50 },
    ];
    await queryClient.invalidateQueries({ queryKey: apiQueryPrefix('history') });
    await waitFor(() => expect(store.getState().onboarding[3].completedSurveyCount).toBe(1));
    stop();
  });

  it('reads nothing for an opted-out member', () => {
    const { api, calls } = createFakeSiteApi();
    const store = createSiteStore();
    const stop = followMemberProgress({ queryClient: createTestQueryClient(), api, store, locale: () => 'en-CA' });
    store.actions.signIn({ ...member, optedOut: true });
    expect(calls).toEqual([]);
    stop();
  });
});
