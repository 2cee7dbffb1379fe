import type { RouteDefinition } from '@maple/contracts';

/** Shell screens a visitor never opens from a list: the sign-in return and the maintenance page. */
const UTILITY_ROUTE_IDS: ReadonlySet<string> = new Set(['authCallback', 'maintenance']);

/** Campaigns screens about using the site rather than the programme. */
const HELP_ROUTE_IDS: ReadonlySet<string> = new Set(['help', 'chat', 'offerRules', 'sitemap', 'search']);

/** The sections of the sitemap, in the order they are shown. */
export const SITE_SECTIONS = ['discover', 'rewards', 'coupons', 'surveys', 'campaigns', 'account', 'help'] as const;

/** A section of the sitemap. */
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** The routes a visitor can browse to: every route of the composition but the shell's utility screens. */
export function browsableRoutes(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.filter((route) => !UTILITY_ROUTE_IDS.has(route.id));
}

/** The sitemap section a route belongs in: landing pages together, other screens by what they are about. */
export function sectionOf(route: RouteDefinition): SiteSection {
  if (route.kind === 'landing') return 'campaigns';
  switch (route.app) {
    case 'rewards':
      return 'rewards';
    case 'coupons':
      return 'coupons';
    case 'surveys':
      return 'surveys';
    case 'account':
    case 'shell':
      return 'account';
    case 'campaigns':
      return HELP_ROUTE_IDS.has(route.id) ? 'help' : 'discover';
    default:
      // A remote the contracts do not know yet: its screens are worth discovering.
      return 'discover';
  }
}

/** The browsable routes grouped by section, in section order, leaving out empty sections. */
export function groupBySection(routes: readonly RouteDefinition[]): { section: SiteSection; routes: RouteDefinition[] }[] {
  const browsable = browsableRoutes(routes);
  return SITE_SECTIONS.map((section) => ({ section, routes: browsable.filter((route) => sectionOf(route) === section) })).filter(
    (group) => group.routes.length > 0,
  );
}
