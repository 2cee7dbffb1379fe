import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));

/**
 * What a member did that earns points on a bare claim: the site cannot prove more than that
 * these happened. A home-screen install credits once ever, a sign-in once a day (Toronto
 * time), an onboarding step once, and only when its onboarding survey was completed. Surveys,
 * quizzes and receipts earn through their own calls, with evidence the API checks.
 */
const INTERACTION_TYPES = ['ONBOARDING_STEP', 'HOME_SCREEN_INSTALL', 'SIGN_IN'] as const;

/** `user/transaction/memberInteractions` request. */
export const memberInteractionRequestSchema = z.object({
  interaction: z.object({
    type: z.enum(INTERACTION_TYPES),
    /** The onboarding step (`1`, `2` or `3`); for the others, where it happened (not kept). */
    reference: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
});

/** What a credit earned: the answer of every call that can earn points. */
export const earningResultSchema = z.object({
  pointsAwarded: z.int(),
  causePointsAwarded: z.int(),
  sweepstakesEntries: z.int(),
  pointsBalance: z.int(),
  /** True when this had already been credited (nothing was added). */
  alreadyCredited: z.boolean(),
});

/** What a credit earned. */
export type EarningResult = z.infer<typeof earningResultSchema>;

/** `user/transaction/memberInteractions` answer. */
export const memberInteractionResponseSchema = earningResultSchema;

/** The kinds of history `user/transaction/history` lists. */
export const HISTORY_TYPES = ['redeem', 'earn', 'all'] as const;

/** `user/transaction/history` query (defaults: redeem, page 1). */
export const historyQuerySchema = z.object({
  transactionType: z.optional(z.enum(HISTORY_TYPES)),
  isPagination: z.optional(z.enum(['true', 'false'])),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d*$/))),
});

/** One ledger entry. */
export const memberTransactionSchema = z.object({
  transactionId: text,
  typeCode: text,
  /** What the entry is about, when it is about something: a survey or quiz id, an onboarding step, a receipt, an order. */
  reference: z.optional(z.string()),
  description: z.string(),
  points: z.int(),
  /** Cause points the entry gave the member's cause (a survey's, a donation's), when it gave any. */
  causePoints: z.optional(z.int()),
  createdAt: z.string(),
});

/** One reward issued to the member. */
export const memberIssuedRewardSchema = z.object({
  /** The redemption's order (what `user/reward/email` sends again), when the API says. */
  orderReference: z.optional(z.string()),
  status: z.string(),
  typeCode: z.string(),
  title: z.string(),
  value: z.number(),
  issuedAt: z.string(),
  details: z.object({ rewardType: z.string(), pointsRedeemed: z.int(), rewardCode: z.string() }),
});

/** `user/transaction/history` answer. */
export const historyResponseSchema = z.object({
  MemberTransactions: z.array(memberTransactionSchema),
  MemberIssuedRewards: z.array(memberIssuedRewardSchema),
  page: z.int(),
  totalPages: z.int(),
});

/** The member's history. */
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** `user/transaction/customFields` request. */
export const transactionCustomFieldsRequestSchema = z.object({ transactionTypeExternalReference: text });

/** One promotional message. */
export const messageSchema = z.object({
  messageId: text,
  subject: z.string(),
  body: z.string(),
  read: z.boolean(),
  sentAt: z.string(),
});

/** `user/message/promotion` answer. */
export const messageListSchema = z.object({ messages: z.array(messageSchema) });

/** `user/message/read` query. */
export const readMessageQuerySchema = z.object({ messageId: text });
