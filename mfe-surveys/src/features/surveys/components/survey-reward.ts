/** What every completed survey earns (spec section 9): 50 or 100 points, 1 cause point and 5 sweepstakes entries. */
export const SURVEY_REWARD = { causePoints: 1, lowPoints: 50, highPoints: 100, sweepstakesEntries: 5 } as const;
