import { PageSkeleton, themeClassName } from '@maple/ui';
import { type ComponentType, createElement, type ReactNode, StrictMode, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { LOCALES, type MfeProps, normalizePath, type RemoteName, type RouteDefinition, SITE_TIME_ZONE } from '@maple/contracts';
import { loadOnce, useLoaded } from './load-once';
import { type CompiledMessages, type LocaleMessages, loadLocaleMessages, useLocaleMessages } from './locale-messages';
import { reactLifecycles } from './react-lifecycles';
import { MfeProvider, useMfe } from './mfe-context';
import { browserLocation, LocationProvider, type LocationSource, usePageLocation } from './page-location';
import { SiteDataProvider } from './site-data';
import { useLocale } from './site-hooks';
import { yieldToBrowser } from './tasks/yield-to-browser';

/** A page fetched the first time its screen is shown: its own chunk, off every other page's path. */
export interface LazyPage {
  readonly load: () => Promise<ComponentType>;
  /**
   * The messages of the page's feature when they are a chunk of their own (the app lists the
   * feature in `maple.featureMessages`): loaded with the page, in its language only.
   */
  readonly messages?: LocaleMessages;
}

/**
 * Declares a page loaded on demand, e.g.
 * `lazyPage(() => import('@maple/contracts').then((m) => m.RewardsPage))`,
 * with its feature's messages when they are a chunk apart (`{ messages: featureMessages.about }`).
 */
export function lazyPage(load: () => Promise<ComponentType>, { messages }: { messages?: LocaleMessages } = {}): LazyPage {
  return messages ? { load, messages } : { load };
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
      <IntlProvider locale={wordsLocale} defaultLocale="en-CA" messages={messages} timeZone={SITE_TIME_ZONE}>
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

/**
 * The app's messages with those of a page's feature: until a switch of language has loaded the
 * feature's words in the new language, the page keeps the ones it has (as the app's do).
 */
function WithFeatureMessages({ messages, children }: { messages: LocaleMessages; children: ReactNode }) {
  const intl = useIntl();
  const locale = useDeferredValue(useLocale());
  const own = useLocaleMessages(messages, locale);
  // Both are the compiled (AST) form: the parent's are this app's own, from the same compile step.
  const merged = useMemo(() => ({ ...intl.messages, ...own }) as CompiledMessages, [intl.messages, own]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged} timeZone={intl.timeZone}>
      {children}
    </IntlProvider>
  );
}

function LoadedPage({ page }: { page: LazyPage }) {
  const Page = useLoaded(page.load);
  return page.messages ? (
    <WithFeatureMessages messages={page.messages}>
      <Page />
    </WithFeatureMessages>
  ) : (
    <Page />
  );
}

/**
 * The routes of a remote: each claimed screen at both of its paths. A lazy page shows the
 * kit's page skeleton (the title and intro's own sizes) until its chunk arrives, unless the
 * mount fetched it first; a chunk that cannot be fetched is a render failure of the remote
 * (its slot offers Try again, which mounts afresh and fetches the chunk again).
 */
function RemoteRoutes<Routes extends readonly RouteDefinition[]>({
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
      {isLazyPage(entry) ? <LoadedPage key={route.id} page={entry} /> : createElement(entry, { key: route.id })}
    </Suspense>
  );
}

/**
 * Everything a remote renders for a location: its providers and the page at that address.
 * The mount renders it in the browser; `prerenderRemotePages` (`@maple/platform/prerender`)
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

/** Fetches what the first render of a mount needs (the page's chunk, its language's words), so it shows no skeleton. */
async function preloadMount(definition: RemoteAppDefinition, props: MfeProps): Promise<void> {
  const entry = routeAt(definition.routes, window.location.pathname);
  const page = entry ? (definition.pages as Readonly<Record<string, RemotePageEntry | undefined>>)[entry.id] : undefined;
  const lazy = page && isLazyPage(page) ? page : null;
  // A failure shows at render, where the slot reports it and offers Try again.
  await Promise.allSettled([
    loadLocaleMessages(definition.messages, props.locale),
    lazy ? loadOnce(lazy.load) : null,
    lazy?.messages ? loadLocaleMessages(lazy.messages, props.locale) : null,
  ]);
}

function ReportRenderFailure({ error }: { error: Error }) {
  const { bus, app } = useMfe();
  useEffect(() => {
    bus.emit('mfe:failed', { app, phase: 'render', message: error.message });
  }, [bus, app, error]);
  return null;
}

/**
 * Builds a remote's single-spa lifecycles. A mount renders in a transition (React yields
 * between components); it hydrates what its slot holds when the page was served as HTML (the
 * shell leaves markup in a slot only when it is this page as the build rendered it), and
 * renders anew otherwise. An error thrown while rendering (at mount or later) is reported on
 * the bus (`mfe:failed`, phase `render`) and the shell shows its fallback in the remote's
 * slot; a rejected mount reaches the shell's error handler.
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

  const lifecycles = reactLifecycles<MfeProps>({
    name: definition.app,
    rootComponent: RemoteRoot,
    errorBoundary: (error, props) => (
      <MfeProvider props={props}>
        <ReportRenderFailure error={error} />
      </MfeProvider>
    ),
  });
  return {
    ...lifecycles,
    // Three tasks, not one (issue 18): the remote's module was evaluated in the task that
    // mounts; its words and page load in the next; React starts rendering in the one after.
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      await yieldToBrowser();
      await preloadMount(definition, props);
      await yieldToBrowser();
      return lifecycles.mount(props);
    },
  };
}
