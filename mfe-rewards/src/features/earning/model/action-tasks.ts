import { type MemberProgress, ONBOARDING_STEPS, type OnboardingStepNumber } from '@maple/contracts';
import { EARNING_RATES } from './earning-rates';

/** How many of each counted action makes its task done (spec section 3's action counters). */
export const ACTION_TASK_GOALS = { survey: 3, scanReceipt: 3, signIn: 5 } as const;

/** A task of the action-oriented reward tasks page. */
export type ActionTask =
  | { readonly kind: 'onboarding'; readonly step: OnboardingStepNumber; readonly done: boolean; readonly points: number }
  | {
      readonly kind: 'survey' | 'scanReceipt' | 'signIn';
      readonly done: boolean;
      readonly progress: number;
      readonly goal: number;
      readonly points: number;
    }
  | { readonly kind: 'homeScreen'; readonly done: boolean; readonly points: number };

/**
 * The member's tasks: the three onboarding steps (done once their survey is), answering
 * surveys, having receipts approved and signing in on different days (each counted by the
 * store's action counters up to its goal), and adding the site to the home screen (25 points).
 */
export function actionTasks(progress: MemberProgress, homeScreenInstalled: boolean): ActionTask[] {
  const counted = (kind: keyof typeof ACTION_TASK_GOALS, points: number): ActionTask => {
    const goal = ACTION_TASK_GOALS[kind];
    const value = Math.min(progress.actionCounters[kind], goal);
    return { kind, done: value >= goal, progress: value, goal, points };
  };
  return [
    ...ONBOARDING_STEPS.map((step): ActionTask => ({
      kind: 'onboarding',
      step,
      done: progress.onboarding[step].completedSurveyCount > 0,
      // The onboarding survey's 50 points and the step's bonus.
      points: EARNING_RATES.surveyPoints[0] + EARNING_RATES.onboardingStepPoints,
    })),
    counted('survey', EARNING_RATES.surveyPoints[0]),
    counted('scanReceipt', EARNING_RATES.receiptPoints),
    counted('signIn', EARNING_RATES.signInPoints),
    { kind: 'homeScreen', done: homeScreenInstalled, points: EARNING_RATES.homeScreenPoints },
  ];
}

/** True when every task is done (spec section 3: "all tasks completed"). */
export function allTasksCompleted(tasks: readonly ActionTask[]): boolean {
  return tasks.length > 0 && tasks.every((task) => task.done);
}
