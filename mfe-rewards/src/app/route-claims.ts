import { rewardsRoutes } from '@maple/contracts/routes';

/** The screens mfe-rewards renders; the build writes them to route-claims.json. */
export const routeClaims = rewardsRoutes;
