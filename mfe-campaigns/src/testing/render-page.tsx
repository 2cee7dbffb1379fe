import type { RouteDefinition } from '@maple/contracts';
import type { CompiledMessages } from '@maple/contracts/react';
import { createRouteIndex, siteRoutes } from '@maple/contracts/routes';
import type { RenderRemotePageOptions } from '@maple/contracts/testing';
import { renderRemotePage } from '@maple/contracts/testing';
import type { ReactElement } from 'react';
import { landingPages } from '../features/landing-pages/landing-pages';
// Tests take the messages as compiled, so a page renders at once.
import enCA from '../i18n/compiled/en-CA.json';
import frCA from '../i18n/compiled/fr-CA.json';

const messages = { 'en-CA': enCA as CompiledMessages, 'fr-CA': frCA as CompiledMessages };

/**
 * The routes of the site as the shell composes them: the route table, with mfe-campaigns'
 * landing pages as its build claims them (new ones added, the scholarship shipped as a landing).
 */
export function composedRoutes(extra: readonly RouteDefinition[] = []) {
  const landings = new Map(landingPages.map((page) => [page.route.id, page.route as RouteDefinition]));
  return createRouteIndex([
    ...siteRoutes.routes.map((route) => landings.get(route.id) ?? route),
    ...[...landings.values()].filter((route) => !siteRoutes.find(route.id as never)),
    ...extra,
  ]);
}

/** Renders a page of mfe-campaigns at `path`, as the shell would mount it, in the composed site's routes. */
export function renderPage(page: ReactElement, options: Omit<RenderRemotePageOptions, 'app' | 'messages'> = {}) {
  return renderRemotePage(page, { app: 'campaigns', messages, ...options, props: { routes: composedRoutes(), ...options.props } });
}
