import { type Locale, localeFromPath, otherLocale } from '../i18n/locale';
import type { RouteDefinition } from './route-definition';

/** A path without its trailing slash (the root stays `/`), so both written forms match. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

/** Where a path leads: the screen and the language it is shown in. */
export interface RouteMatch<Route extends RouteDefinition = RouteDefinition> {
  readonly route: Route;
  readonly locale: Locale;
}

/** The routes of `Route` that have this key: the precise ones of a typed table, or `Route` itself for plain route lists. */
type Narrowed<Route, Key extends string, Value> = [Extract<Route, Record<Key, Value>>] extends [never]
  ? Route
  : Extract<Route, Record<Key, Value>>;

/** Lookups over a set of routes: the static table, or the claims of a composition. */
export interface RouteIndex<Route extends RouteDefinition = RouteDefinition> {
  readonly routes: readonly Route[];
  /** The screen at `pathname` (with or without its trailing slash), if any. */
  match(pathname: string): RouteMatch<Route> | undefined;
  /** The screen with this id, if any. */
  find<Id extends Route['id']>(id: Id): Narrowed<Route, 'id', Id> | undefined;
  /** The canonical path of a screen in a language. */
  href(id: Route['id'], locale: Locale): string;
  /** The same page in the other language; the other language's home for unknown paths. */
  counterpart(pathname: string): string;
  /** The screens an app renders, typed as precisely as the index's routes are. */
  ownedBy<App extends Route['app']>(app: App): Narrowed<Route, 'app', App>[];
}

/**
 * Builds the lookups for a list of routes. Throws when two routes claim the same
 * path, because the site could not tell which app should render it.
 */
export function createRouteIndex<Route extends RouteDefinition>(routes: readonly Route[]): RouteIndex<Route> {
  const byPath = new Map<string, RouteMatch<Route>>();
  const byId = new Map<string, Route>();
  for (const route of routes) {
    byId.set(route.id, route);
    for (const locale of Object.keys(route.paths) as Locale[]) {
      const key = normalizePath(route.paths[locale]);
      const existing = byPath.get(key);
      if (existing && existing.route.id !== route.id) {
        throw new Error(`Routes "${existing.route.id}" and "${route.id}" both claim ${key}`);
      }
      byPath.set(key, { route, locale });
    }
  }
  const homeOf = (locale: Locale) => (locale === 'fr-CA' ? '/fr/' : '/');

  return {
    routes,
    match: (pathname) => byPath.get(normalizePath(pathname)),
    find: <Id extends Route['id']>(id: Id) => byId.get(id) as Narrowed<Route, 'id', Id> | undefined,
    href(id, locale) {
      const route = byId.get(id);
      if (!route) throw new Error(`Unknown route "${id}"`);
      return route.paths[locale];
    },
    counterpart(pathname) {
      const found = byPath.get(normalizePath(pathname));
      const target = otherLocale(found?.locale ?? localeFromPath(pathname));
      return found ? found.route.paths[target] : homeOf(target);
    },
    ownedBy: <App extends Route['app']>(app: App) => routes.filter((route) => route.app === app) as Narrowed<Route, 'app', App>[],
  };
}
