import type { Localized, RouteDefinition, SpecRemoteName } from './route-definition';

/** One screen of the route table (spec section 2): its id, owner, paths and titles in both languages. */
export function route<const Id extends string, const App extends 'shell' | SpecRemoteName>(
  id: Id,
  app: App,
  paths: Localized,
  title: Localized,
  options: { protected?: boolean; kind?: 'page' | 'landing' } = {},
): RouteDefinition<Id, App> {
  return { id, app, paths, title, protected: options.protected ?? false, kind: options.kind ?? 'page' };
}

/** The options of a screen only a signed-in member may see. */
export const signedIn = { protected: true } as const;

/** The options of a campaign landing page. */
export const landing = { kind: 'landing' } as const;
