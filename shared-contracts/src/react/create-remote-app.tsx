import { PageSkeleton, themeClassName } from '@maple/ui';
import * as React from 'react';
import { type ComponentType, type ReactNode, StrictMode, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import singleSpaReact from 'single-spa-react';
import { LOCALES } from '../i18n/locale';
import type { MfeProps } from '../mfe/mfe-props';
import type { RemoteName, RouteDefinition } from '../routes/route-definition';
import { normalizePath } from '../routes/route-index';
import { loadOnce, useLoaded } from './load-once';
import { type LocaleMessages, loadLocaleMessages, useLocaleMessages } from './locale-messages';
import { MfeProvider, useMfe } from './mfe-context';
import { browserLocation, LocationProvider, type LocationSource, usePageLocation } from './page-location';
import { SiteDataProvider } from './site-data';
import { useLocale } from './site-hooks';

/** A page fetched the first time its screen is shown: its own chunk, off every other page's path. */
export interface LazyPage {
  readonly load: () => Promise<ComponentType>;
}

/**
 * Declares a page loaded on demand, e.g.
 * `lazyPage(() => import('../features/rewards/components/rewards-page').then((m) => m.RewardsPage))`.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  return { load };
}

/** A page of a remote: its component, or a {@link LazyPage}. */
export type RemotePageEntry = ComponentType | LazyPage;

const isLazyPage = (entry: RemotePageEntry): entry is LazyPage => typeof entry === 'object' && 'load' in entry;

/** The page of every screen a remote claims, by route id: a missing or invented id is a compile error. */
export type RemotePages<Routes extends readonly RouteDefinition[]> = { readonly [Id in Routes[number]['id']]: RemotePageEntry };

/** Everything a remote declares; {@link createRemoteApp} turns it into single-spa lifecycles. */
export interface RemoteAppDefinition<Routes extends readonly RouteDefinition[] = readonly RouteDefinition[]> {
  readonly app: RemoteName;
  /** The screens the remote claims (the same list its build writes to route-claims.json). */
  readonly routes: Routes;
  /** The component of each claimed screen, by route id. */
  readonly pages: RemotePages<Routes>;
  /** Each language's messages, loaded on their own: a page downloads its language only. */
  readonly messages: LocaleMessages;
}

/** Providers every remote screen needs: mount props, the site's data, and messages in the path's language. */
export function RemoteProviders({
  props,
  definition,
  children,
}: {
  props: MfeProps;
  definition: Pick<RemoteAppDefinition, 'app' | 'messages'>;
  children: ReactNode;
}) {
  return (
    <MfeProvider props={props}>
      <LocalizedRoot props={props} definition={definition}>
        {children}
      </LocalizedRoot>
    </MfeProvider>
  );
}

function LocalizedRoot({
  props,
  definition,
  children,
}: {
  props: MfeProps;
  definition: Pick<RemoteAppDefinition, 'app' | 'messages'>;
  children: ReactNode;
}) {
  const locale = useLocale();
  // After a switch of language the page keeps its words until the other language's have loaded.
  const wordsLocale = useDeferredValue(locale);
  const messages = useLocaleMessages(definition.messages, wordsLocale);
  return (
    <SiteDataProvider api={props.api} store={props.store} locale={locale} queryClient={props.queryClient}>
      <IntlProvider locale={wordsLocale} defaultLocale="en-CA" messages={messages}>
        {/* The kit's tokens of this remote's own build, whatever version the shell has. */}
        <div data-mfe={definition.app} className={themeClassName}>
          {children}
        </div>
      </IntlProvider>
    </SiteDataProvider>
  );
}

/** The claimed screen at a path, in either language, with or without its trailing slash. */
function routeAt<Route extends RouteDefinition>(routes: readonly Route[], pathname: string): Route | undefined {
  const here = normalizePath(pathname);
  return routes.find((candidate) => LOCALES.some((locale) => normalizePath(candidate.paths[locale]) === here));
}

function LoadedPage({ page }: { page: LazyPage }) {
  const Page = useLoaded(page.load);
  return <Page />;
}

/**
 * The routes of a remote: each claimed screen at both of its paths. A lazy page shows the
 * kit's page skeleton (the title and intro's own sizes) until its chunk arrives, unless the
 * mount fetched it first; a chunk that cannot be fetched is a render failure of the remote
 * (its slot offers Try again, which mounts afresh and fetches the chunk again).
 */
export function RemoteRoutes<Routes extends readonly RouteDefinition[]>({
  definition,
}: {
  definition: Pick<RemoteAppDefinition<Routes>, 'routes' | 'pages'>;
}) {
  const entries: Readonly<Record<string, RemotePageEntry | undefined>> = definition.pages;
  // Between a navigation and the unmount single-spa is about to do, nothing.
  const { pathname } = usePageLocation();
  const route = routeAt(definition.routes, pathname);
  const entry = route ? entries[route.id] : undefined;
  if (!route || !entry) return null;
  return (
    <Suspense fallback={<PageSkeleton />}>
      {isLazyPage(entry) ? <LoadedPage key={route.id} page={entry} /> : React.createElement(entry, { key: route.id })}
    </Suspense>
  );
}

/**
 * Everything a remote renders for a location: its providers and the page at that address.
 * The mount renders it in the browser; `prerenderRemotePages` (`@maple/contracts/prerender`)
 * renders the very same tree to HTML at build time, so the served markup is the first render's.
 */
export function RemoteTree<Routes extends readonly RouteDefinition[]>({
  props,
  definition,
  location,
}: {
  props: MfeProps;
  definition: RemoteAppDefinition<Routes>;
  location: LocationSource;
}) {
  return (
    <LocationProvider source={location}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteProviders props={props} definition={definition}>
          <RemoteRoutes definition={definition} />
        </RemoteProviders>
      </Suspense>
    </LocationProvider>
  );
}

/** Fetches what the first render of a mount needs (the page's chunk, its language), so it shows no skeleton. */
async function preloadMount(definition: RemoteAppDefinition, props: MfeProps): Promise<void> {
  const entry = routeAt(definition.routes, window.location.pathname);
  const page = entry ? (definition.pages as Readonly<Record<string, RemotePageEntry | undefined>>)[entry.id] : undefined;
  // A failure shows at render, where the slot reports it and offers Try again.
  await Promise.allSettled([loadLocaleMessages(definition.messages, props.locale), page && isLazyPage(page) ? loadOnce(page.load) : null]);
}

function ReportRenderFailure({ error }: { error: Error }) {
  const { bus, app } = useMfe();
  useEffect(() => {
    bus.emit('mfe:failed', { app, phase: 'render', message: error.message });
  }, [bus, app, error]);
  return null;
}

/**
 * Builds a remote's single-spa lifecycles. An error thrown while rendering (at mount or
 * later) is reported on the bus (`mfe:failed`, phase `render`) and the shell shows its
 * fallback in the remote's slot; a rejected mount reaches the shell's error handler.
 */
export function createRemoteApp<const Routes extends readonly RouteDefinition[]>(definition: RemoteAppDefinition<Routes>) {
  function RemoteRoot(props: MfeProps) {
    const location = useMemo(() => browserLocation(props.navigate), [props.navigate]);
    return (
      <StrictMode>
        <RemoteTree props={props} definition={definition} location={location} />
      </StrictMode>
    );
  }

  const lifecycles = singleSpaReact<MfeProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error, _info, props) => (
      <MfeProvider props={props}>
        <ReportRenderFailure error={error} />
      </MfeProvider>
    ),
  });
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      await preloadMount(definition, props);
      return lifecycles.mount(props);
    },
  };
}
