import { accountRoutes } from './account-routes';
import { campaignsRoutes } from './campaigns-routes';
import { couponsRoutes } from './coupons-routes';
import { rewardsRoutes } from './rewards-routes';
import { shellRoutes } from './shell-routes';
import { surveysRoutes } from './surveys-routes';

/**
 * Every screen of the product spec (section 2), with both paths exactly as written
 * there. Paths the spec does not give are chosen here and listed in docs/routes.md. Each app's
 * screens are a module of their own (`<app>-routes.ts`): a remote that needs its own claims
 * bundles its part, not the whole table.
 */
export const routeTable = [
  ...shellRoutes,
  ...rewardsRoutes,
  ...accountRoutes,
  ...couponsRoutes,
  ...surveysRoutes,
  ...campaignsRoutes,
] as const;

/** A screen of the spec's route table. */
export type SpecRoute = (typeof routeTable)[number];

/** The id of a screen of the spec's route table: a typo is a compile error. */
export type RouteId = SpecRoute['id'];

/** The ids of the screens an app of the spec renders. */
export type RouteIdOf<App extends SpecRoute['app']> = Extract<SpecRoute, { app: App }>['id'];
