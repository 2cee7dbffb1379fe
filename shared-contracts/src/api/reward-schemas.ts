import * as z from 'zod/mini';
import { itemImageSchema } from './content-image-schema';
import { REWARD_TYPES } from './reward-types';

const text = z.string().check(z.minLength(1));

/**
 * A reward's custom fields (spec section 3). The plain fields are in the caller's language
 * (the API reads the locale header); the `_FR` fields, when the API sends them, are the
 * French equivalents, which a French page prefers (see `rewardText` in the domain rules).
 */
export const rewardCustomFieldsSchema = z.object({
  Reward_Detail: z.string(),
  Reward_Type: z.string(),
  Charity_ID: z.nullable(z.string()),
  Reward_Status: z.string(),
  Reward_Rules: z.string(),
  Other_Details: z.string(),
  Reward_Detail_FR: z.optional(z.string()),
  Reward_Type_FR: z.optional(z.string()),
  Charity_ID_FR: z.optional(z.nullable(z.string())),
  Reward_Status_FR: z.optional(z.string()),
  Reward_Rules_FR: z.optional(z.string()),
  Other_Details_FR: z.optional(z.string()),
});

/** A reward's custom fields. */
export type RewardCustomFields = z.infer<typeof rewardCustomFieldsSchema>;

/** One reward with the member's eligibility (1 means eligible). */
export const choiceRewardSchema = z.object({
  rewardTypeExternalReference: text,
  rewardType: z.enum(REWARD_TYPES),
  pointCost: z.int().check(z.nonnegative()),
  memberEligibility: z.union([z.literal(0), z.literal(1)]),
  inventoryIsAvailable: z.boolean(),
  customFields: rewardCustomFieldsSchema,
  /** The most one redemption may ask for, when the API says (it refuses more with 422 `Reward quantity limit exceeded`). */
  maxQuantity: z.optional(z.int().check(z.positive())),
  /** What the reward looks like; null when there is none to show. */
  image: itemImageSchema,
});

/** A reward as the API sends it. */
export type ChoiceReward = z.infer<typeof choiceRewardSchema>;

/** Answer of `user/reward/choiceList` (anonymous) and `user/reward/list` (member). */
export const rewardListResponseSchema = z.object({
  memberChoiceRewards: z.object({ choiceRewardWithMemberEligibility: z.array(choiceRewardSchema) }),
});

/** `user/reward` request: redeem points for a reward. */
export const issueRewardRequestSchema = z.object({
  rewardTypeExternalReference: text,
  rewardQuantity: z.int().check(z.positive()),
  /** The text "null" (spec section 7). */
  transferTargetExternalReference: z.string(),
  rewardType: z.enum(REWARD_TYPES),
});

/** `user/reward` answer. */
export const issueRewardResponseSchema = z.object({
  orderReference: text,
  status: z.literal('Approved'),
  pointsRedeemed: z.int(),
  pointsBalance: z.int(),
});

/** `user/reward/points` answer. */
export const pointsBalanceSchema = z.object({
  pointsBalance: z.int(),
  memberPointsAvailable: z.int(),
  /** Points of receipts waiting for review: not in the balance until approved. */
  pendingPoints: z.optional(z.int()),
});

/** `user/reward/email` request: send a gift card's email again. */
export const resendRewardEmailRequestSchema = z.object({ orderReference: text });

/** `user/reward/charityDetailsCount` answer: the member's cause points. */
export const charityDetailsCountSchema = z.object({ charityDetailsCount: z.int() });
