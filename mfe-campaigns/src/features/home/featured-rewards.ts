import type { ChoiceReward } from '@maple/contracts';

/** How many rewards the home page features (spec section 9: featured card length 3). */
export const FEATURED_REWARD_COUNT = 3;

/** The status that makes a reward unavailable (spec section 3). */
const UNAVAILABLE = 'Unavailable';

/** True when anyone could redeem the reward today: in stock and not marked unavailable. */
export function isRedeemable(reward: ChoiceReward): boolean {
  return reward.inventoryIsAvailable && reward.customFields.Reward_Status !== UNAVAILABLE;
}

/**
 * The rewards the home page features: redeemable ones in catalogue order, one of each kind
 * first so the three cards show the range (a sweepstakes, a donation, a gift card), then the
 * next ones in order when there are fewer kinds than cards.
 */
export function featuredRewards(rewards: readonly ChoiceReward[], count = FEATURED_REWARD_COUNT): ChoiceReward[] {
  const redeemable = rewards.filter(isRedeemable);
  const firstOfEachKind = redeemable.filter(
    (reward, index) => redeemable.findIndex((other) => other.rewardType === reward.rewardType) === index,
  );
  const rest = redeemable.filter((reward) => !firstOfEachKind.includes(reward));
  return [...firstOfEachKind, ...rest].slice(0, count);
}
