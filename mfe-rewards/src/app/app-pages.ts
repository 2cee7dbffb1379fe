import { lazyPage, type RemotePages } from '@maple/platform';
import { impactScreen } from './impact-screen';
import type { routeClaims } from './route-claims';
import { withSiteEffects } from './site-effects';

/** The page of each screen mfe-rewards claims, each in its own chunk, fetched when its screen is first shown. */
export const appPages: RemotePages<typeof routeClaims> = {
  rewards: lazyPage(() => import('../features/rewards/components/rewards-page').then((page) => withSiteEffects(page.RewardsPage))),
  allRewards: lazyPage(() =>
    import('../features/rewards/components/all-rewards-page').then((page) => withSiteEffects(page.AllRewardsPage)),
  ),
  sweepstakesEntry: lazyPage(() =>
    import('../features/rewards/components/sweepstakes-entry-page').then((page) => withSiteEffects(page.SweepstakesEntryPage)),
  ),
  actionTasks: lazyPage(() =>
    import('../features/earning/components/action-tasks-page').then((page) => withSiteEffects(page.ActionTasksPage)),
  ),
  earnPoints: lazyPage(() =>
    import('../features/earning/components/earn-points-page').then((page) => withSiteEffects(page.EarnPointsPage)),
  ),
  impact: lazyPage(() =>
    Promise.all([import('../features/impact/components/impact-page'), import('../features/rewards/components/cause-donations')]).then(
      ([impact, donations]) => withSiteEffects(impactScreen(impact.ImpactPage, donations.CauseDonations)),
    ),
  ),
};
