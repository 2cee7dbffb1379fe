import { accountRoutes } from '@maple/contracts/routes';

/** The screens mfe-account renders; the build writes them to route-claims.json. */
export const routeClaims = accountRoutes;
