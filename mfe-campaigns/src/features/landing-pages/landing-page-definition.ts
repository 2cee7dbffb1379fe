// Plain data types and helpers only: the build reads the landing pages in Node (through
// src/app/route-claims.ts), so nothing here may import React, react-intl, JSON or CSS.
import type { Localized, RouteDefinition, RouteId } from '@maple/contracts';
import { siteRoutes } from '@maple/contracts/routes';

/** The route of a campaign landing page: rendered by mfe-campaigns, marked as a landing. */
export type LandingRoute = RouteDefinition & { readonly app: 'campaigns'; readonly kind: 'landing' };

/** One section of a landing page: a heading and its paragraph. */
export interface LandingSection {
  readonly heading: string;
  readonly body: string;
}

/** Where a landing page sends the visitor next: a screen of the site by route id. */
export interface LandingCallToAction {
  readonly routeId: RouteId;
  readonly label: string;
}

/** What a landing page says in one language. */
export interface LandingContent {
  readonly intro: string;
  readonly sections: readonly LandingSection[];
  readonly callToAction?: LandingCallToAction;
}

/**
 * A campaign landing page as data: its route (paths, titles) and its content in both
 * languages. Adding one to `landing-pages.ts` is all a campaign team does.
 */
export interface LandingPageDefinition {
  readonly route: LandingRoute;
  readonly content: Localized<LandingContent>;
}

/** True when a route is a campaign landing page rendered by mfe-campaigns. */
export function isLandingRoute(route: RouteDefinition): route is LandingRoute {
  return route.app === 'campaigns' && route.kind === 'landing';
}

/**
 * The route of a landing page that the contracts route table already lists (the spec's
 * campaign pages). Fails loudly so a renamed or removed route breaks the build, not the site.
 */
export function specLandingRoute(id: RouteId): LandingRoute {
  const route = siteRoutes.find(id);
  if (!route) throw new Error(`Landing page "${id}" is not in the contracts route table (@maple/contracts/routes)`);
  if (!isLandingRoute(route)) {
    throw new Error(`Route "${id}" is not a campaigns landing page (app "${route.app}", kind "${route.kind}")`);
  }
  return route;
}
