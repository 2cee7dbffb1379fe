import * as z from 'zod/mini';
import { memberIssuedRewardSchema, memberTransactionSchema, messageSchema } from './activity-schemas';
import { profileSchema } from './member-schemas';

const text = z.string().check(z.minLength(1));
const count = z.int().check(z.nonnegative());

/**
 * What a member may agree to receive, one purpose at a time (Canada's anti-spam law: express
 * consent, never assumed, per purpose).
 */
export const CONSENT_PURPOSES = ['email-offers', 'partner-offers', 'research-invitations'] as const;

/** A purpose a member may consent to. */
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** `user/consents` request: the purposes whose answer changes. The profile's `opts` answer it. */
export const updateConsentsRequestSchema = z.object({
  opts: z
    .array(z.object({ id: z.enum(CONSENT_PURPOSES), optedIn: z.boolean() }))
    .check(z.minLength(1), z.maxLength(CONSENT_PURPOSES.length)),
});

/** A referral code: 8 letters and digits that cannot be confused (no 0, O, 1, I). */
export const referralCodeSchema = z.string().check(z.regex(/^[A-HJ-NP-Z2-9]{8}$/));

/** `user/referral` answer: the member's code and what it has brought. */
export const referralSummarySchema = z.object({
  referralCode: referralCodeSchema,
  /** Friends who joined with the code. */
  friendsJoined: count,
  /** Friends whose joining credited the member. */
  friendsCredited: count,
  pointsEarned: count,
  /** What one friend joining credits. */
  pointsPerFriend: count,
  /** The most friends that credit a member. */
  creditLimit: count,
});

/** `user/referral/claim` request: the friend who joined names the code they were invited with. */
export const claimReferralRequestSchema = z.object({ referralCode: referralCodeSchema });

/**
 * `user/referral/claim` answer. A friend is recorded once, by one code; the member who invited
 * them is credited once, for friends who joined recently, up to the credit limit.
 */
export const claimReferralResponseSchema = z.object({
  /** False when this friend had already been recorded (nothing changed). */
  recorded: z.boolean(),
  /** True when this claim credited the member who invited. */
  referrerCredited: z.boolean(),
});

/** A cause named in the caller's language. */
const namedCauseSchema = z.object({ causeId: text, name: z.string() });

/** `user/impact` answer: the member's donations and cause points, and the community's figures. */
export const impactSchema = z.object({
  cause: namedCauseSchema,
  causePoints: count,
  /** The member's cause points by month (`YYYY-MM`), oldest first, the last 6 months. */
  causePointsByMonth: z.array(z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/)), causePoints: count })),
  /** The member's donations, by cause. */
  donations: z.array(z.extend(namedCauseSchema, { count, pointsRedeemed: count, valueCad: z.number().check(z.nonnegative()) })),
  community: z.object({
    members: count,
    causePoints: count,
    donatedCad: z.number().check(z.nonnegative()),
    /** Every cause with what members gave it, the most donated first. */
    causes: z.array(z.extend(namedCauseSchema, { supporters: count, causePoints: count, donatedCad: z.number().check(z.nonnegative()) })),
  }),
});

/** `user/data-export` answer: everything the programme holds about the member (PIPEDA, Quebec Law 25). */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: profileSchema,
  consents: z.array(z.object({ id: z.string(), optedIn: z.boolean(), answeredAt: z.nullable(z.string()) })),
  deliveryAddress: z.nullable(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      line1: z.string(),
      line2: z.nullable(z.string()),
      city: z.string(),
      province: z.string(),
      postalCode: z.string(),
    }),
  ),
  transactions: z.array(memberTransactionSchema),
  issuedRewards: z.array(memberIssuedRewardSchema),
  messages: z.array(messageSchema),
  referral: z.object({ referralCode: z.nullable(z.string()), friendsJoined: count, invitedBy: z.boolean() }),
  sampleOrders: z.array(z.object({ incentiveId: z.string(), status: z.string(), orderedAt: z.string() })),
  surveyAnswers: z.array(z.object({ surveyId: z.int(), questionId: z.string(), answer: z.unknown(), answeredAt: z.string() })),
  quizAttempts: z.array(z.object({ quizId: z.string(), score: count, total: count, submittedAt: z.string() })),
  receipts: z.array(z.object({ receiptId: z.string(), status: z.string(), points: count, submittedAt: z.string() })),
});

/**
 * `user/account/deletion` request: the member confirms. The account's personal data is
 * erased, every session ends, and the points ledger keeps its entries under an anonymous id.
 */
export const deleteAccountRequestSchema = z.object({ confirm: z.literal(true) });

/**
 * How many years an erased account's keyed one-way hashes are kept (its person, once-only
 * credits and samples, the homes its samples went to), so that once-only stays once-only; then
 * they are deleted (decision 021). The privacy text says so.
 */
export const ERASURE_HASHES_KEPT_YEARS = 3;
