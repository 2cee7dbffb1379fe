import type { HistoryResponse } from '../api/activity-schemas';
import { initialMemberProgress, type MemberProgress, ONBOARDING_STEPS, type OnboardingStepNumber } from '../store/site-state';

/** The survey of each onboarding step (spec section 3). */
export const ONBOARDING_SURVEY_IDS: Readonly<Record<OnboardingStepNumber, string>> = { 1: '1275', 2: '1276', 3: '1277' };

/** The history type codes each action counter counts (spec section 3: survey, scanReceipt, signIn). */
const ACTION_TYPE_CODES = { survey: 'SURVEY_COMPLETED', scanReceipt: 'RECEIPT_APPROVED', signIn: 'SIGN_IN' } as const;

/**
 * What the member has done, read from their earning history: each onboarding step's
 * completed-survey count and whether it earned its reward, and how many surveys, approved
 * receipts and daily sign-ins they were credited for.
 */
export function memberProgressFrom(transactions: HistoryResponse['MemberTransactions']): MemberProgress {
  const count = (typeCode: string, reference?: string) =>
    transactions.filter((entry) => entry.typeCode === typeCode && (reference === undefined || entry.reference === reference)).length;
  const progress = initialMemberProgress();
  const onboarding = Object.fromEntries(
    ONBOARDING_STEPS.map((step) => {
      const surveyId = ONBOARDING_SURVEY_IDS[step];
      const completedSurveyCount = count('SURVEY_COMPLETED', surveyId);
      const rewardEarned = transactions.some(
        (entry) =>
          entry.points > 0 &&
          ((entry.typeCode === 'SURVEY_COMPLETED' && entry.reference === surveyId) ||
            (entry.typeCode === 'ONBOARDING_STEP' && entry.reference === String(step))),
      );
      return [step, { completedSurveyCount, rewardEarned }];
    }),
  ) as MemberProgress['onboarding'];
  const actionCounters = Object.fromEntries(
    Object.entries(ACTION_TYPE_CODES).map(([kind, typeCode]) => [kind, count(typeCode)]),
  ) as MemberProgress['actionCounters'];
  return { ...progress, onboarding, actionCounters };
}
