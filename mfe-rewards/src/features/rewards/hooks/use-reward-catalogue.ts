import { type ApiFailure, type Reward, toReward } from '@maple/contracts';
import { useApiQuery, useLocale } from '@maple/platform';
import { useDeferredValue, useMemo } from 'react';
import { useMember } from './use-member';

/** The catalogue as a page shows it. */
export interface RewardCatalogue {
  readonly signedIn: boolean;
  /** Every reward, in catalogue order, in the page's language. */
  readonly rewards: readonly Reward[];
  readonly status: 'loading' | 'error' | 'ready';
  readonly retry: () => void;
  /** Why the list could not load (its catalogue code), when it could not. */
  readonly failure: ApiFailure | null;
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
  // A catalogue renders dozens of cards: when it arrives, it renders in a transition (React
  // yields to the browser between cards) while the skeleton stays, instead of in one long task.
  const answer = useDeferredValue(list.data);
  const rewards = useMemo(
    () => answer?.memberChoiceRewards.choiceRewardWithMemberEligibility.map((reward) => toReward(reward, locale)) ?? [],
    [answer, locale],
  );
  const refetch = list.refetch;
  return {
    signedIn,
    rewards,
    status: answer ? 'ready' : list.isError ? 'error' : 'loading',
    retry: () => void refetch(),
    failure: list.error,
    pointsAvailable: signedIn ? (points.data?.memberPointsAvailable ?? null) : null,
    pointsBalance: signedIn ? (points.data?.pointsBalance ?? null) : null,
    pendingPoints: signedIn ? (points.data?.pendingPoints ?? 0) : 0,
  };
}
