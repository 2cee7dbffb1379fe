// Plain data types and helpers only: the build reads the landing pages in Node (through
// src/app/route-claims.ts), so nothing here may import React, react-intl, JSON or CSS.
import type { CauseId, Localized, LoginPromptReason, RouteDefinition, RouteId } from '@maple/contracts';
import { campaignsRoutes, type RouteIdOf } from '@maple/contracts/routes';

/** The route of a campaign landing page: rendered by mfe-campaigns, marked as a landing. */
export type LandingRoute = RouteDefinition & { readonly app: 'campaigns'; readonly kind: 'landing' };

/** One section of a landing page: a heading and its paragraph. */
export interface LandingSection {
  readonly heading: string;
  readonly body: string;
}

/**
 * What a landing page offers next: a link to a screen of the site by route id, or `join`,
 * which asks the visitor to sign in or join (the shell's login prompt, saying why) and brings
 * them back to the landing page.
 */
export type LandingCallToAction =
  { readonly routeId: RouteId; readonly label: string } | { readonly join: LoginPromptReason; readonly label: string };

/** A landing page's banner (2:1, drawn at 1280 × 640): its files by width, and what it shows in one language. */
export interface LandingBanner {
  readonly variants: readonly { readonly url: string; readonly width: number }[];
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** What a landing page says in one language. */
export interface LandingContent {
  /** The picture at the top of the page (the generated banners: `npm run images`). */
  readonly banner?: LandingBanner;
  readonly intro: string;
  readonly sections: readonly LandingSection[];
  /** Offered to visitors. */
  readonly callToAction?: LandingCallToAction;
  /** Offered to members instead (they have joined already): a link to a screen. */
  readonly memberCallToAction?: { readonly routeId: RouteId; readonly label: string };
}

/** A landing page's text in both languages. */
export type LandingPageText = Localized<LandingContent>;

/**
 * A campaign landing page as data: its route (paths, titles), its text in both languages,
 * the campaign source it records, and what else it does. Adding one to `landing-pages.ts` is
 * all a campaign team does.
 */
export interface LandingPageDefinition {
  readonly route: LandingRoute;
  /**
   * The page's text in both languages, or a loader of it from its own file:
   * `() => import('./<slug>-content').then((module) => module.<name>Content)`. A loader keeps the
   * text out of the chunk every page of mfe-campaigns downloads (the home page's among them);
   * text given inline comes with that chunk.
   */
  readonly content: LandingPageText | (() => Promise<LandingPageText>);
  /**
   * The campaign the page records when a visitor arrives (as `?campaign=`, which the shell
   * keeps for the sign-in): the login's `campaignName`, which picks the member's enrolment
   * source label (see the consumer API's README), unless the visitor came with a campaign
   * already. Without one, the page records none.
   */
  readonly campaignSource?: string;
  /** The cause members who join from this page support (spec section 3: 003EPP for the Always campaign). */
  readonly cause?: CauseId;
  /** A sample visitors order here, through the `sample-order` parcel that mfe-coupons offers. */
  readonly sample?: { readonly incentiveId: string };
}

/**
 * The route a landing page claims: its paths and titles, and what a visitor who joins there
 * joins with (its campaign source and cause), which the shell takes up on arrival.
 */
export function landingRouteClaim(page: LandingPageDefinition): LandingRoute {
  if (!page.campaignSource && !page.cause) return page.route;
  const joinWith = { ...(page.campaignSource ? { source: page.campaignSource } : {}), ...(page.cause ? { cause: page.cause } : {}) };
  return { ...page.route, joinWith };
}

/** A landing page's text, loaded first when it is in a file of its own. */
export async function landingPageText(page: LandingPageDefinition): Promise<LandingPageText> {
  return typeof page.content === 'function' ? page.content() : page.content;
}

/** True when a route is a campaign landing page rendered by mfe-campaigns. */
export function isLandingRoute(route: RouteDefinition): route is LandingRoute {
  return route.app === 'campaigns' && route.kind === 'landing';
}

/**
 * The route of a landing page that the contracts route table already lists (the spec's
 * campaign pages, mfe-campaigns' part of the table). Fails loudly so a renamed or removed route
 * breaks the build, not the site.
 */
export function specLandingRoute(id: RouteIdOf<'campaigns'>): LandingRoute {
  const route: RouteDefinition | undefined = campaignsRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Landing page "${id}" is not a campaigns screen of the contracts route table (@maple/contracts/routes)`);
  // A campaigns screen of the table becomes a landing when its team ships it as one (the scholarship).
  return { ...route, app: 'campaigns', kind: 'landing' };
}
