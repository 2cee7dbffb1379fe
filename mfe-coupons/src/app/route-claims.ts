import { couponsRoutes } from '@maple/contracts/routes';

/** The screens mfe-coupons renders; the build writes them to route-claims.json. */
export const routeClaims = couponsRoutes;
