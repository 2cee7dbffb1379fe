import type { HistoryResponse } from '@maple/contracts';

/** One issued reward of the member's history. */
export type IssuedReward = HistoryResponse['MemberIssuedRewards'][number];

/** One ledger entry of the member's history. */
export type HistoryTransaction = HistoryResponse['MemberTransactions'][number];

/** The reward code of the charity pledge (spec section 3: pledge id 648). */
const PLEDGE_REWARD_CODE = '648';

/** The type code of a redemption that was cancelled (and refunded). */
const CANCELLED_REDEMPTION_TYPE_CODE = 'CANCELLED_REDEMPTION';

/**
 * True when the history shows an issued reward (spec section 4). Hidden: one whose status is
 * not Approved; a cause donation of zero points that is not the pledge; a cancelled
 * redemption; an item titled 'Redemption' worth 0.
 */
export function isIssuedRewardShown(reward: IssuedReward): boolean {
  if (reward.status !== 'Approved') return false;
  const zeroPointDonation = reward.details.rewardType === 'CAUSE_DONATION' && reward.details.pointsRedeemed === 0;
  if (zeroPointDonation && reward.details.rewardCode !== PLEDGE_REWARD_CODE) return false;
  if (reward.typeCode === CANCELLED_REDEMPTION_TYPE_CODE) return false;
  if (reward.title.trim() === 'Redemption' && reward.value === 0) return false;
  return true;
}

/** The issued rewards the history shows, in their order. */
export function visibleIssuedRewards(rewards: readonly IssuedReward[]): IssuedReward[] {
  return rewards.filter(isIssuedRewardShown);
}

/**
 * True when the history shows a ledger entry: one that moved points or gave the cause points.
 * An entry of neither (0 points, no cause points) says nothing a member can use.
 */
export function isTransactionShown(entry: HistoryTransaction): boolean {
  return entry.points !== 0 || (entry.causePoints ?? 0) > 0;
}

/** The ledger entries the history shows, in their order. */
export function visibleTransactions(entries: readonly HistoryTransaction[]): HistoryTransaction[] {
  return entries.filter(isTransactionShown);
}
