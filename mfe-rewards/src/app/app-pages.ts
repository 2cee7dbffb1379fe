import type { RemotePages } from '@maple/contracts/react';
import { ActionTasksPage } from '../features/earning/components/action-tasks-page';
import { EarnPointsPage } from '../features/earning/components/earn-points-page';
import { ImpactPage } from '../features/impact/components/impact-page';
import { AllRewardsPage } from '../features/rewards/components/all-rewards-page';
import { RewardsPage } from '../features/rewards/components/rewards-page';
import { SweepstakesEntryPage } from '../features/rewards/components/sweepstakes-entry-page';
import type { routeClaims } from './route-claims';

/** The page of each screen mfe-rewards claims. */
export const appPages: RemotePages<typeof routeClaims> = {
  rewards: RewardsPage,
  allRewards: AllRewardsPage,
  sweepstakesEntry: SweepstakesEntryPage,
  actionTasks: ActionTasksPage,
  earnPoints: EarnPointsPage,
  impact: ImpactPage,
};
