// Apart from the reward schemas: the catalogue's rules (domain/reward-catalogue.ts) read this
// list, and a remote that only reads it should not build every reward schema (zod builds a
// schema when its module is evaluated: issue 18).

/** The kinds of reward (spec section 1). */
export const REWARD_TYPES = ['SWEEPSTAKES', 'CAUSE_DONATION', 'GIFT_CARD', 'DIGITAL_SUBSCRIPTION', 'LOCAL_EXPERIENCE'] as const;

/** A kind of reward. */
export type RewardType = (typeof REWARD_TYPES)[number];
