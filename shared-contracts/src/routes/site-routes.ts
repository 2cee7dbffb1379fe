import type { Locale } from '../i18n/locale';
import { createRouteIndex } from './route-index';
import { type RouteId, routeTable } from './route-table';

/** Lookups over every screen of the spec. */
export const siteRoutes = createRouteIndex(routeTable);

/** The canonical path of a spec screen in a language, e.g. `href('coupons', 'fr-CA')` → `/fr/bons-rabais/`. */
export function href(id: RouteId, locale: Locale): string {
  return siteRoutes.href(id, locale);
}

/** The same spec screen in the other language (the other home page for unknown paths). */
export function counterpart(pathname: string): string {
  return siteRoutes.counterpart(pathname);
}
