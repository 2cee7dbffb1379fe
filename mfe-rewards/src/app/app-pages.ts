import { lazyPage, type RemotePages } from '@maple/contracts/react';
import type { routeClaims } from './route-claims';

/** The page of each screen mfe-rewards claims, each in its own chunk, fetched when its screen is first shown. */
export const appPages: RemotePages<typeof routeClaims> = {
  rewards: lazyPage(() => import('../features/rewards/components/rewards-page').then((page) => page.RewardsPage)),
  allRewards: lazyPage(() => import('../features/rewards/components/all-rewards-page').then((page) => page.AllRewardsPage)),
  sweepstakesEntry: lazyPage(() =>
    import('../features/rewards/components/sweepstakes-entry-page').then((page) => page.SweepstakesEntryPage),
  ),
  actionTasks: lazyPage(() => import('../features/earning/components/action-tasks-page').then((page) => page.ActionTasksPage)),
  earnPoints: lazyPage(() => import('../features/earning/components/earn-points-page').then((page) => page.EarnPointsPage)),
  impact: lazyPage(() => import('../features/impact/components/impact-page').then((page) => page.ImpactPage)),
};
