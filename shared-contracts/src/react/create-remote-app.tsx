import { themeClassName } from '@maple/ui';
import * as React from 'react';
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { LOCALES, type Locale } from '../i18n/locale';
import type { MfeProps } from '../mfe/mfe-props';
import type { RemoteName, RouteDefinition } from '../routes/route-definition';
import { MfeProvider, useMfe } from './mfe-context';
import { useLocale } from './site-hooks';

/** Compiled react-intl messages (formatjs `compile --ast` output) of one language. */
export type CompiledMessages = NonNullable<React.ComponentProps<typeof IntlProvider>['messages']>;

/** Everything a remote declares; {@link createRemoteApp} turns it into single-spa lifecycles. */
export interface RemoteAppDefinition {
  readonly app: RemoteName;
  /** The screens the remote claims (the same list its build writes to route-claims.json). */
  readonly routes: readonly RouteDefinition[];
  /** The component of each claimed screen, by route id. */
  readonly pages: Readonly<Record<string, ComponentType>>;
  readonly messages: Readonly<Record<Locale, CompiledMessages>>;
}

/** Providers every remote screen needs: mount props and messages in the path's language. */
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
      <LocalizedRoot definition={definition}>{children}</LocalizedRoot>
    </MfeProvider>
  );
}

function LocalizedRoot({ definition, children }: { definition: Pick<RemoteAppDefinition, 'app' | 'messages'>; children: ReactNode }) {
  const locale = useLocale();
  return (
    <IntlProvider locale={locale} defaultLocale="en-CA" messages={definition.messages[locale]}>
      {/* The kit's tokens of this remote's own build, whatever version the shell has. */}
      <div data-mfe={definition.app} className={themeClassName}>
        {children}
      </div>
    </IntlProvider>
  );
}

/** The routes of a remote: each claimed screen at both of its paths. */
export function RemoteRoutes({ definition }: { definition: Pick<RemoteAppDefinition, 'routes' | 'pages'> }) {
  return (
    <Routes>
      {definition.routes.flatMap((route) => {
        const Page = definition.pages[route.id];
        return Page ? LOCALES.map((locale) => <Route key={`${route.id}:${locale}`} path={route.paths[locale]} element={<Page />} />) : [];
      })}
      {/* Between a navigation and the unmount single-spa is about to do, render nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}

function ReportRenderFailure({ error }: { error: Error }) {
  const { bus, app } = useMfe();
  useEffect(() => {
    bus.emit('mfe:failed', { app, phase: 'mount', message: error.message });
  }, [bus, app, error]);
  return null;
}

/**
 * Builds a remote's single-spa lifecycles. A render error is reported on the bus
 * (`mfe:failed`) and the shell shows its fallback in the remote's slot.
 */
export function createRemoteApp(definition: RemoteAppDefinition) {
  const missing = definition.routes.filter((route) => !definition.pages[route.id]).map((route) => route.id);
  if (missing.length > 0) throw new Error(`${definition.app} claims screens it has no page for: ${missing.join(', ')}`);

  function RemoteRoot(props: MfeProps) {
    return (
      <StrictMode>
        <BrowserRouter>
          <RemoteProviders props={props} definition={definition}>
            <RemoteRoutes definition={definition} />
          </RemoteProviders>
        </BrowserRouter>
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
