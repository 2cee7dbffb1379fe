import { surveysRoutes } from '@maple/contracts/routes';

/** The screens mfe-surveys renders; the build writes them to route-claims.json. */
export const routeClaims = surveysRoutes;
