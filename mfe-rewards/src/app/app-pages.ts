import type { ComponentType } from 'react';
import { ActionTasksPage } from '../features/earning/components/action-tasks-page';
import { EarnPointsPage } from '../features/earning/components/earn-points-page';
import { ImpactPage } from '../features/impact/components/impact-page';
import { AllRewardsPage } from '../features/rewards/components/all-rewards-page';
import { RewardsPage } from '../features/rewards/components/rewards-page';
import { SweepstakesEntryPage } from '../features/rewards/components/sweepstakes-entry-page';

/** The page of each screen mfe-rewards claims. */
export const appPages: Record<string, ComponentType> = {
  rewards: RewardsPage,
  allRewards: AllRewardsPage,
  sweepstakesEntry: SweepstakesEntryPage,
  actionTasks: ActionTasksPage,
  earnPoints: EarnPointsPage,
  impact: ImpactPage,
};
