import type { Reward } from '@maple/contracts';
import { defineMessages } from 'react-intl';

/** The words more than one step of the redemption flow shows. */
export const redeemFlowMessages = defineMessages({
  close: { id: 'rewards.dialog.close', defaultMessage: 'Close' },
});

/** Rewards delivered by email (their email can be sent again). */
const EMAILED: readonly Reward['type'][] = ['GIFT_CARD', 'DIGITAL_SUBSCRIPTION', 'LOCAL_EXPERIENCE'];

/** True for a reward the member receives by email: the confirmation and the outcome say where it goes. */
export function isEmailedReward(reward: Pick<Reward, 'type'>): boolean {
  return EMAILED.includes(reward.type);
}
