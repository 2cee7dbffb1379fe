import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));

/** One prize of a sweepstakes: how many, what, and what each is worth (Competition Act: number and value of prizes). */
const sweepstakesPrizeSchema = z.object({
  quantity: z.int().check(z.positive()),
  description: z.string(),
  /** Approximate retail value of one prize, in Canadian dollars. */
  valueCad: z.number().check(z.nonnegative()),
});

/**
 * Where a drawn winner is: a winner answers the skill-testing question before the prize is
 * claimed (one attempt); a wrong answer forfeits the prize.
 */
const SWEEPSTAKES_WIN_STATUSES = ['awaiting-answer', 'claimed', 'forfeited'] as const;

/** A draw the member won. */
export const sweepstakesWinSchema = z.object({
  drawId: text,
  drawnAt: z.string(),
  status: z.enum(SWEEPSTAKES_WIN_STATUSES),
  /** The skill-testing question's arithmetic, e.g. `(7 × 8) + 25 − 9`, while it waits for an answer; null after. */
  question: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
});

/** A draw the member won. */
export type SweepstakesWin = z.infer<typeof sweepstakesWinSchema>;

/** What the signed-in member has in one sweepstakes. */
const sweepstakesMemberSchema = z.object({
  /** Entries bought with points in the current round. */
  entries: z.int().check(z.nonnegative()),
  /** Entries added automatically by survey rewards (5 each) in the current round. */
  bonusEntries: z.int().check(z.nonnegative()),
  wins: z.array(sweepstakesWinSchema),
});

/**
 * One sweepstakes with its official rules (what the Competition Act asks a contest to
 * disclose): the prizes, who may enter, when it closes and is drawn, and what the odds
 * depend on (every eligible entry received so far).
 */
export const sweepstakesSchema = z.object({
  /** The sweepstakes reward that buys entries (`rewardTypeExternalReference`). */
  sweepstakesId: text,
  name: z.string(),
  prizes: z.array(sweepstakesPrizeSchema),
  /** Provinces and territories whose residents may enter, in the caller's language. */
  eligibleRegions: z.array(z.string()),
  minimumAge: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** Entries received in the current round, from everyone: the odds are the member's entries out of these. */
  totalEntries: z.int().check(z.nonnegative()),
  /** True when survey rewards add their 5 automatic entries to this sweepstakes. */
  receivesSurveyEntries: z.boolean(),
  /** The official rules in full, in the caller's language. */
  rules: z.string(),
  /** Null for a visitor. */
  member: z.nullable(sweepstakesMemberSchema),
});

/** A sweepstakes. */
export type Sweepstakes = z.infer<typeof sweepstakesSchema>;

/** `user/sweepstakes` answer. */
export const sweepstakesListSchema = z.object({ sweepstakes: z.array(sweepstakesSchema) });

/** `user/sweepstakes/wins/{drawId}/answer` request: the winner's answer, a whole number. */
export const skillTestingAnswerRequestSchema = z.object({ answer: z.string().check(z.regex(/^-?\d{1,6}$/)) });

/** `user/sweepstakes/wins/{drawId}/answer` answer: whether it was right, and the win as it now stands. */
export const skillTestingAnswerResponseSchema = z.object({ correct: z.boolean(), win: sweepstakesWinSchema });
