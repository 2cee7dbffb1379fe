import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));
const count = z.int().check(z.nonnegative());

/** A cause members can support (spec section 3), with what the community has done for it. */
export const causeSchema = z.object({
  causeId: text,
  /** The short key links use (`wwf`), when the cause has one. */
  shortKey: z.nullable(z.string()),
  name: z.string(),
  /** Members who chose this cause. */
  supporters: count,
  /** Cause points earned by those members. */
  communityCausePoints: count,
  /** Dollars donated to the cause through points. */
  donatedCad: z.number().check(z.nonnegative()),
  /** Members who pledged their support. */
  pledges: count,
});

/** A cause and the community's impact on it. */
export type Cause = z.infer<typeof causeSchema>;

/** `content/causes` answer: every cause, in the caller's language. */
export const causeListSchema = z.object({ causes: z.array(causeSchema) });

/** A pledge the member made to a cause (the charity pledge, id 648). */
const pledgeSchema = z.object({ causeId: text, pledgedAt: z.string() });

/** `user/pledges` answer: the member's pledges, newest first. */
export const pledgeListSchema = z.object({ pledges: z.array(pledgeSchema) });
