// Build-time rendering of a remote's pages (issue 14, item 5; docs/decisions/019): the tree a
// mount renders, rendered to HTML in Node by react-dom/static, for a first-time visitor.
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStore } from 'zustand/vanilla';
import {
  createEventBus,
  createRouteIndex,
  initialSiteState,
  type Locale,
  LOCALES,
  type MfeProps,
  type RouteDefinition,
  type SiteApi,
  type SiteCommands,
  siteRoutes,
  type SiteState,
} from '@maple/contracts';
import { type RemoteAppDefinition, RemoteTree } from '../create-remote-app';
import { memoryLocation } from '../page-location';

/** One page rendered at build time: where it is served, its title, and the remote's markup. */
interface PrerenderedPage {
  readonly routeId: string;
  readonly locale: Locale;
  readonly path: string;
  readonly title: string;
  readonly html: string;
}

/** What a remote's build writes to `prerendered/pages.json` for the compose step. */
interface PrerenderedPages {
  readonly version: 1;
  readonly app: string;
  /** The remote's stylesheets, relative to its `remoteEntry.js`, linked by each composed page. */
  readonly styles: readonly string[];
  readonly pages: readonly PrerenderedPage[];
}

// Nothing may call the API while rendering: data is fetched in effects, which never run here.
const noApi: SiteApi = {
  call: (() => {
    throw new Error('A page called the API while rendering at build time: fetch data in an effect or a query');
  }) as SiteApi['call'],
};
const noCommands: SiteCommands = {
  showError: () => {},
  promptLogin: () => {},
  chooseCause: () => {},
  resumeSession: () => {},
  showAlert: () => {},
  dismissAlert: () => {},
  endSession: () => {},
  acceptAllCookies: () => {},
  refreshMember: () => {},
};

/** How long a page may take to render at build time: a part that waits for ever fails the build instead of leaving it hanging. */
const RENDER_TIMEOUT_MS = 60_000;

/** The mount props of a first-time visitor: nothing stored, no session, every parcel offered (each an empty box until it mounts). */
function visitorProps(app: string, locale: Locale, routes: readonly RouteDefinition[]): MfeProps {
  const cache = new QueryClient();
  return {
    app,
    // A deployment's settings are unknown at build time: a page that needs them shows what it shows without.
    settings: {},
    locale,
    store: createStore<SiteState>()(() => initialSiteState()),
    commands: noCommands,
    bus: createEventBus(),
    routes: createRouteIndex(routes),
    navigate: () => {},
    api: noApi,
    // A cache that exists from the start: a query renders its loading state, and never runs at build time.
    queryClient: { load: async () => cache, current: () => cache },
    parcels: { has: () => true, mount: async () => null },
  };
}

async function htmlOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * Renders each of `routeIds` of a remote in both languages, as its mount would show it to a
 * first-time visitor: `RemoteTree` with the messages of the language, lazy pages awaited
 * (react-dom/static's `prerender` waits for every Suspense boundary), data queries in their
 * loading state (a query never fetches on the server). Links resolve against the spec's
 * route table and the remote's own claims.
 */
async function prerenderRemotePages<const Routes extends readonly RouteDefinition[]>(
  definition: RemoteAppDefinition<Routes>,
  routeIds: readonly Routes[number]['id'][],
): Promise<PrerenderedPage[]> {
  const claimed = new Set<string>(definition.routes.map((route) => route.id));
  const routes = [...definition.routes, ...siteRoutes.routes.filter((route) => !claimed.has(route.id))];
  const pages: PrerenderedPage[] = [];
  for (const route of definition.routes.filter((candidate) => routeIds.includes(candidate.id))) {
    for (const locale of LOCALES) {
      const path = route.paths[locale];
      // An error inside a Suspense boundary would leave its fallback in the HTML: fail the build instead.
      const errors: unknown[] = [];
      const { prelude } = await prerender(
        <RemoteTree props={visitorProps(definition.app, locale, routes)} definition={definition} location={memoryLocation(path).source} />,
        { onError: (error) => void errors.push(error), signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
      );
      const html = await htmlOf(prelude);
      if (errors.length > 0) throw new Error(`Rendering ${path} failed: ${errors.map(String).join('; ')}`);
      pages.push({ routeId: route.id, locale, path, title: route.title[locale], html });
    }
  }
  return pages;
}

/**
 * A remote's prerender module (what `createWebpackConfig({ prerender })` runs at build time):
 * writes `prerendered/pages.json` with each of `routeIds` rendered in both languages, for the
 * compose step to join with the shell's chrome (docs/decisions/019-prerendered-landing-pages.md).
 */
export function remotePagesPrerender<const Routes extends readonly RouteDefinition[]>(
  definition: RemoteAppDefinition<Routes>,
  routeIds: readonly Routes[number]['id'][],
): (build: { readonly styles: readonly string[] }) => Promise<Record<string, string>> {
  return async ({ styles }) => {
    const pages = await prerenderRemotePages(definition, routeIds);
    const manifest: PrerenderedPages = { version: 1, app: definition.app, styles, pages };
    return { 'prerendered/pages.json': `${JSON.stringify(manifest, null, 2)}\n` };
  };
}
