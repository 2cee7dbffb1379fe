import type { HistoryResponse } from '../api/activity-schemas';
import { type MemberProgress, ONBOARDING_STEPS, type OnboardingStepNumber } from '../store/site-state';
import { ONBOARDING_SURVEY_IDS } from './member-progress';

/** One onboarding step as a page shows it. */
interface OnboardingStepState {
  readonly step: OnboardingStepNumber;
  /** The step's onboarding survey: 1275, 1276 or 1277. */
  readonly surveyId: number;
  /** The member completed the step's survey. */
  readonly completed: boolean;
  /** The step earned its reward (its survey's points or the step's own credit). */
  readonly rewardEarned: boolean;
}

/** Where the member is with onboarding: each step, how many are done, and what comes next. */
interface OnboardingState {
  readonly steps: readonly OnboardingStepState[];
  readonly completedCount: number;
  readonly total: number;
  /** The first step whose survey is not completed; null once all three are. */
  readonly nextStep: OnboardingStepState | null;
  /** All three onboarding surveys are completed (the store's "all onboarding surveys completed"). */
  readonly allCompleted: boolean;
}

/** The onboarding state read from the store's onboarding steps (kept by the shell from the member's history). */
export function onboardingStateOf(progress: Pick<MemberProgress, 'onboarding'>): OnboardingState {
  const steps = ONBOARDING_STEPS.map((step) => ({
    step,
    surveyId: Number(ONBOARDING_SURVEY_IDS[step]),
    completed: progress.onboarding[step].completedSurveyCount > 0,
    rewardEarned: progress.onboarding[step].rewardEarned,
  }));
  const completedCount = steps.filter((step) => step.completed).length;
  return {
    steps,
    completedCount,
    total: steps.length,
    nextStep: steps.find((step) => !step.completed) ?? null,
    allCompleted: completedCount === steps.length,
  };
}

/** The onboarding step a survey stands for, or null when it is not an onboarding survey. */
export function onboardingStepOfSurvey(surveyId: number): OnboardingStepNumber | null {
  return ONBOARDING_STEPS.find((step) => Number(ONBOARDING_SURVEY_IDS[step]) === surveyId) ?? null;
}

/**
 * The onboarding steps whose survey the member completed but whose own credit
 * (`ONBOARDING_STEP`, claimed through `memberInteractions`) is not in their history yet:
 * what the site still has to claim for them.
 */
export function onboardingStepsToClaim(transactions: HistoryResponse['MemberTransactions']): OnboardingStepNumber[] {
  const has = (typeCode: string, reference: string) =>
    transactions.some((entry) => entry.typeCode === typeCode && entry.reference === reference);
  return ONBOARDING_STEPS.filter((step) => has('SURVEY_COMPLETED', ONBOARDING_SURVEY_IDS[step]) && !has('ONBOARDING_STEP', String(step)));
}
