// Executed at build time by Node (tools/webpack/read-route-claims.cjs, through an swc require
// hook): this file and everything it imports must stay free of React, react-intl, JSON and CSS.
import type { RouteDefinition } from '@maple/contracts';
import { campaignsRoutes } from '@maple/contracts/routes';
import { landingRouteClaim } from '../features/landing-pages/landing-page-definition';
import { landingPages } from '../features/landing-pages/landing-pages';

/**
 * The screens mfe-campaigns renders; the build writes them to route-claims.json. Content
 * pages come from the contracts route table, landing pages from the landing-page registry,
 * so a campaign team adds a landing page without touching the contracts or the shell. A
 * landing page's claim says what its visitors join with (campaign source, cause).
 */
export const routeClaims: readonly RouteDefinition[] = [
  ...campaignsRoutes.filter((route) => !landingPages.some((page) => page.route.id === route.id)),
  ...landingPages.map(landingRouteClaim),
];
