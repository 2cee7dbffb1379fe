import { PageSkeleton, themeClassName } from '@maple/ui';
import * as React from 'react';
import { type ComponentType, lazy, type ReactNode, StrictMode, Suspense, useEffect, useMemo } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import singleSpaReact from 'single-spa-react';
import { LOCALES, type Locale } from '../i18n/locale';
import type { MfeProps } from '../mfe/mfe-props';
import type { RemoteName, RouteDefinition } from '../routes/route-definition';
import { normalizePath } from '../routes/route-index';
import { MfeProvider, useMfe } from './mfe-context';
import { browserLocation, LocationProvider, usePageLocation } from './page-location';
import { SiteDataProvider } from './site-data';
import { useLocale } from './site-hooks';

/** Compiled react-intl messages (formatjs `compile --ast` output) of one language. */
export type CompiledMessages = NonNullable<React.ComponentProps<typeof IntlProvider>['messages']>;

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
  readonly messages: Readonly<Record<Locale, CompiledMessages>>;
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
  return (
    <SiteDataProvider api={props.api} store={props.store} locale={locale} queryClient={props.queryClient}>
      <IntlProvider locale={locale} defaultLocale="en-CA" messages={definition.messages[locale]}>
        {/* The kit's tokens of this remote's own build, whatever version the shell has. */}
        <div data-mfe={definition.app} className={themeClassName}>
          {children}
        </div>
      </IntlProvider>
    </SiteDataProvider>
  );
}

/**
 * The routes of a remote: each claimed screen at both of its paths. A lazy page shows the
 * kit's page skeleton (the title and intro's own sizes) until its chunk arrives; a chunk
 * that cannot be fetched is a render failure of the remote (its slot offers Try again,
 * which mounts afresh and fetches the chunk again).
 */
export function RemoteRoutes<Routes extends readonly RouteDefinition[]>({
  definition,
}: {
  definition: Pick<RemoteAppDefinition<Routes>, 'routes' | 'pages'>;
}) {
  const entries: Readonly<Record<string, RemotePageEntry | undefined>> = definition.pages;
  // One lazy wrapper per mount, so a retry after a failed chunk fetches it again.
  const pages = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(entries).map(([id, entry]) => [
          id,
          entry && isLazyPage(entry) ? lazy(() => entry.load().then((Page) => ({ default: Page }))) : entry,
        ]),
      ) as Readonly<Record<string, ComponentType | undefined>>,
    [entries],
  );
  // The screen at the page's path, in either language, with or without its trailing slash;
  // between a navigation and the unmount single-spa is about to do, nothing.
  const { pathname } = usePageLocation();
  const here = normalizePath(pathname);
  const route = definition.routes.find((candidate) => LOCALES.some((locale) => normalizePath(candidate.paths[locale]) === here));
  const Page = route ? pages[route.id] : undefined;
  return <Suspense fallback={<PageSkeleton />}>{route && Page ? <Page key={route.id} /> : null}</Suspense>;
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
        <LocationProvider source={location}>
          <RemoteProviders props={props} definition={definition}>
            <RemoteRoutes definition={definition} />
          </RemoteProviders>
        </LocationProvider>
      </StrictMode>
    );
  }

  return singleSpaReact<MfeProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error, _info, props) => (
      <MfeProvider props={props}>
        <ReportRenderFailure error={error} />
      </MfeProvider>
    ),
  });
}
