import { type Reward, toReward } from '@maple/contracts';
import { useApiQuery, useLocale } from '@maple/contracts/react';
import { useMemo } from 'react';
import { useMember } from './use-member';

/** The catalogue as a page shows it. */
export interface RewardCatalogue {
  readonly signedIn: boolean;
  /** Every reward, in catalogue order, in the page's language. */
  readonly rewards: readonly Reward[];
  readonly status: 'loading' | 'error' | 'ready';
  readonly retry: () => void;
  /** The member's available points (null for a visitor, or while they load). */
  readonly pointsAvailable: number | null;
  readonly pointsBalance: number | null;
  readonly pendingPoints: number;
}

/**
 * The reward catalogue: the anonymous list for visitors, the member list (with eligibility)
 * for members, each cached per language until a redemption changes it (docs/decisions/007);
 * and the member's points. A list that cannot load is shown as an error with a retry.
 */
export function useRewardCatalogue(): RewardCatalogue {
  const locale = useLocale();
  const member = useMember();
  const signedIn = member !== null;
  const memberList = useApiQuery('rewards', undefined, { enabled: signedIn, errors: 'inline' });
  const anonymousList = useApiQuery('anonymousRewards', undefined, { enabled: !signedIn, errors: 'inline' });
  const points = useApiQuery('points');
  const list = signedIn ? memberList : anonymousList;
  const answer = list.data;
  const rewards = useMemo(
    () => answer?.memberChoiceRewards.choiceRewardWithMemberEligibility.map((reward) => toReward(reward, locale)) ?? [],
    [answer, locale],
  );
  const refetch = list.refetch;
  return {
    signedIn,
    rewards,
    status: list.isPending ? 'loading' : list.isError ? 'error' : 'ready',
    retry: () => void refetch(),
    pointsAvailable: signedIn ? (points.data?.memberPointsAvailable ?? null) : null,
    pointsBalance: signedIn ? (points.data?.pointsBalance ?? null) : null,
    pendingPoints: signedIn ? (points.data?.pendingPoints ?? 0) : 0,
  };
}
