import type { ErrorKind, RewardAvailability, RewardType } from '@maple/contracts';
import { defineMessage, defineMessages, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';

/** The kinds of reward as headings and filter options, plural. */
export const rewardTypeMessages: Readonly<Record<RewardType, MessageDescriptor>> = defineMessages({
  SWEEPSTAKES: { id: 'rewards.type.sweepstakes', defaultMessage: 'Sweepstakes entries' },
  CAUSE_DONATION: { id: 'rewards.type.donations', defaultMessage: 'Cause donations' },
  GIFT_CARD: { id: 'rewards.type.giftCards', defaultMessage: 'Gift cards' },
  DIGITAL_SUBSCRIPTION: { id: 'rewards.type.subscriptions', defaultMessage: 'Digital subscriptions' },
  LOCAL_EXPERIENCE: { id: 'rewards.type.experiences', defaultMessage: 'Local experiences' },
});

/** One sentence on each kind, under its heading. */
export const rewardTypeDescriptions: Readonly<Record<RewardType, MessageDescriptor>> = defineMessages({
  SWEEPSTAKES: { id: 'rewards.typeDescription.sweepstakes', defaultMessage: 'A chance to win prizes from the brands you buy.' },
  CAUSE_DONATION: { id: 'rewards.typeDescription.donations', defaultMessage: 'Turn points into a gift to a Canadian cause.' },
  GIFT_CARD: { id: 'rewards.typeDescription.giftCards', defaultMessage: 'Gift cards from Canadian retailers, sent by email.' },
  DIGITAL_SUBSCRIPTION: {
    id: 'rewards.typeDescription.subscriptions',
    defaultMessage: 'Magazines, books and more, with an activation code sent by email.',
  },
  LOCAL_EXPERIENCE: { id: 'rewards.typeDescription.experiences', defaultMessage: 'Museums, outings and passes close to home.' },
});

/** The sign-in button of a visitor, by kind. */
export const signInToRedeemMessages: Readonly<Record<RewardType, MessageDescriptor>> = defineMessages({
  SWEEPSTAKES: { id: 'rewards.signIn.sweepstakes', defaultMessage: 'Sign in to enter' },
  CAUSE_DONATION: { id: 'rewards.signIn.donation', defaultMessage: 'Sign in to donate' },
  GIFT_CARD: { id: 'rewards.signIn.giftCard', defaultMessage: 'Sign in to redeem' },
  DIGITAL_SUBSCRIPTION: { id: 'rewards.signIn.subscription', defaultMessage: 'Sign in to redeem' },
  LOCAL_EXPERIENCE: { id: 'rewards.signIn.experience', defaultMessage: 'Sign in to redeem' },
});

/** A short badge for each reason a reward cannot be redeemed now. */
export const availabilityBadgeMessages = defineMessages<{
  unavailable: NoMessageValues;
  outOfStock: NoMessageValues;
  ineligible: NoMessageValues;
  unaffordable: { points: MessageValue };
}>({
  unavailable: { id: 'rewards.availability.unavailable', defaultMessage: 'CURRENTLY UNAVAILABLE' },
  outOfStock: { id: 'rewards.availability.outOfStock', defaultMessage: 'Out of stock' },
  ineligible: { id: 'rewards.availability.ineligible', defaultMessage: 'Not available to you' },
  unaffordable: { id: 'rewards.availability.unaffordable', defaultMessage: '{points} more needed' },
});

type ExplanationValues = { missing: MessageValue; available: MessageValue };

/** The sentence that explains each reason, in the reward's dialog (each takes the points missing and available). */
export const availabilityExplanationMessages = defineMessages<Record<Exclude<RewardAvailability, 'redeemable'>, ExplanationValues>>({
  unavailable: {
    id: 'rewards.availabilityExplained.unavailable',
    defaultMessage: 'This reward is currently unavailable. Please check back soon.',
  },
  outOfStock: {
    id: 'rewards.availabilityExplained.outOfStock',
    defaultMessage: 'This reward is out of stock: everything we had has been redeemed. Please check back soon.',
  },
  ineligible: {
    id: 'rewards.availabilityExplained.ineligible',
    defaultMessage: 'Your account cannot redeem this reward. If you think this is a mistake, contact us from the Help page.',
  },
  unaffordable: {
    id: 'rewards.availabilityExplained.unaffordable',
    defaultMessage: 'You need {missing} more to redeem this reward: you have {available}.',
  },
  signInToRedeem: {
    id: 'rewards.availabilityExplained.signIn',
    defaultMessage: 'Sign in or join Maple Rewards to redeem your points for this reward.',
  },
});

/** What a failed redemption tells the member (spec section 8), by the catalogue's kind. */
const redemptionFailureMessages = defineMessages({
  insufficientPoints: {
    id: 'rewards.failure.insufficientPoints',
    defaultMessage: 'You no longer have enough points for this. Nothing was redeemed and your points were not used.',
  },
  rewardOutOfStock: {
    id: 'rewards.failure.outOfStock',
    defaultMessage: 'This reward ran out just now. Nothing was redeemed and your points were not used.',
  },
  rewardUnavailable: {
    id: 'rewards.failure.unavailable',
    defaultMessage: 'This reward is currently unavailable. Nothing was redeemed and your points were not used.',
  },
  rewardQuantityLimitExceeded: {
    id: 'rewards.failure.quantityLimit',
    defaultMessage: 'That is more than this reward allows at once. Choose a smaller quantity and try again.',
  },
  invalidRewardId: {
    id: 'rewards.failure.invalidRewardId',
    defaultMessage: 'We could not find this reward: it may have left the catalogue. Nothing was redeemed.',
  },
  digitalRewardFailed: {
    id: 'rewards.failure.digitalReward',
    defaultMessage: 'Our partner could not issue this reward. Your points were given back: please try again later.',
  },
  sweepstakeFailed: {
    id: 'rewards.failure.sweepstake',
    defaultMessage: 'Your entry could not be recorded. Your points were given back: please try again later.',
  },
  causeDonationFailed: {
    id: 'rewards.failure.causeDonation',
    defaultMessage: 'Your donation could not be sent to the cause. Your points were given back: please try again later.',
  },
  rateLimitExceeded: {
    id: 'rewards.failure.rateLimit',
    defaultMessage: 'Too many tries in a short time. Wait a moment, then try again.',
  },
  signedOut: {
    id: 'rewards.failure.signedOut',
    defaultMessage: 'Your session has ended. Sign in again to redeem.',
  },
  other: {
    id: 'rewards.failure.other',
    defaultMessage: 'Something went wrong and nothing was redeemed. Please try again.',
  },
});

/** The catalogue code under a failure's message, which support staff can look up. */
export const failureCodeMessage = defineMessage<{ code: MessageValue }>({
  id: 'rewards.failure.code',
  defaultMessage: 'Error code {code}',
});

/** The message of a failed redemption, by the kind the error catalogue gave it. */
export function redemptionFailureMessage(kind: ErrorKind): MessageDescriptor {
  switch (kind) {
    case 'insufficientPoints':
    case 'rewardOutOfStock':
    case 'rewardUnavailable':
    case 'rewardQuantityLimitExceeded':
    case 'invalidRewardId':
    case 'digitalRewardFailed':
    case 'sweepstakeFailed':
    case 'causeDonationFailed':
    case 'rateLimitExceeded':
      return redemptionFailureMessages[kind];
    case 'invalidJwt':
    case 'unauthorizedAccess':
      return redemptionFailureMessages.signedOut;
    default:
      return redemptionFailureMessages.other;
  }
}

/** True when trying again right away can help (not for a reward that is gone or unavailable). */
export function canRetryRedemption(kind: ErrorKind): boolean {
  return !['rewardOutOfStock', 'rewardUnavailable', 'invalidRewardId', 'invalidJwt', 'unauthorizedAccess'].includes(kind);
}
