import type * as z from 'zod/mini';
import type { issueRewardRequestSchema, RewardType } from '@maple/contracts';

/** The body of `user/reward` (issue reward). */
type IssueRewardPayload = z.input<typeof issueRewardRequestSchema>;

/** What `transferTargetExternalReference` carries: the text `null` (spec section 7), not JSON null. */
export const NO_TRANSFER_TARGET = 'null';

/** Why a quantity cannot be sent. */
type RewardQuantityProblem = 'notAWholeNumber' | 'belowOne' | 'aboveLimit';

/** The outcome of reading a quantity: the integer to send, or why not. */
type RewardQuantityResult =
  { readonly ok: true; readonly quantity: number } | { readonly ok: false; readonly problem: RewardQuantityProblem };

const WHOLE_NUMBER = /^\d+$/;

/**
 * Reads a reward quantity as typed (a field's text) or given (a number): a whole number from
 * 1 to `max` (spec section 5: the quantity is sent as an integer). Spaces around it are
 * ignored; `1.5`, `2e1`, `-1`, `+2` and `0x2` are not whole numbers.
 */
export function readRewardQuantity(value: string | number, max: number): RewardQuantityResult {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!WHOLE_NUMBER.test(text) || !Number.isSafeInteger(Number(text))) return { ok: false, problem: 'notAWholeNumber' };
  const quantity = Number(text);
  if (quantity < 1) return { ok: false, problem: 'belowOne' };
  if (quantity > max) return { ok: false, problem: 'aboveLimit' };
  return { ok: true, quantity };
}

/**
 * The issue-reward payload of spec section 7: the reward's external reference and kind, the
 * quantity as an integer, and `transferTargetExternalReference` as the text `null`.
 * Throws on a quantity that is not a whole number of at least 1 (read it with
 * {@link readRewardQuantity} first).
 */
export function issueRewardPayload(reward: { readonly id: string; readonly type: RewardType }, quantity: number): IssueRewardPayload {
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`a reward quantity is a whole number of at least 1, not ${quantity}`);
  return {
    rewardTypeExternalReference: reward.id,
    rewardQuantity: quantity,
    transferTargetExternalReference: NO_TRANSFER_TARGET,
    rewardType: reward.type,
  };
}
