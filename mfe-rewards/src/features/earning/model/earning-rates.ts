/**
 * What each way of earning gives (spec sections 1 and 9, and the consumer API's rules in
 * dev-services/src/consumer-api/README.md). The API decides what it credits; these are the
 * figures the pages announce.
 */
export const EARNING_RATES = {
  /** A survey: 50 or 100 points, plus 1 cause point and 5 sweepstakes entries. */
  surveyPoints: [50, 100],
  surveyCausePoints: 1,
  surveySweepstakesEntries: 5,
  /** Each of the three onboarding steps, on top of its survey. */
  onboardingStepPoints: 10,
  homeScreenPoints: 25,
  signInPoints: 5,
  receiptPoints: 10,
} as const;
