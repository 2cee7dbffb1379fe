import type { RouteDefinition } from '@maple/contracts';
import type { CompiledMessages } from '@maple/platform';
import { createRouteIndex, siteRoutes } from '@maple/contracts/routes';
import type { RenderRemotePageOptions } from '@maple/testing';
import { renderRemotePage } from '@maple/testing';
import type { ReactElement } from 'react';
import { landingPages } from '../features/landing-pages/landing-pages';
// Tests take the messages as compiled, so a page renders at once: the app's and every
// feature's, which in the browser come with the feature's pages.
import aboutEnCA from '../i18n/compiled/about/en-CA.json';
import aboutFrCA from '../i18n/compiled/about/fr-CA.json';
import causesEnCA from '../i18n/compiled/causes/en-CA.json';
import causesFrCA from '../i18n/compiled/causes/fr-CA.json';
import enCA from '../i18n/compiled/en-CA.json';
import frCA from '../i18n/compiled/fr-CA.json';
import siteNavigationEnCA from '../i18n/compiled/site-navigation/en-CA.json';
import siteNavigationFrCA from '../i18n/compiled/site-navigation/fr-CA.json';
import storiesEnCA from '../i18n/compiled/stories/en-CA.json';
import storiesFrCA from '../i18n/compiled/stories/fr-CA.json';
import supportEnCA from '../i18n/compiled/support/en-CA.json';
import supportFrCA from '../i18n/compiled/support/fr-CA.json';

/** Every message of mfe-campaigns, per language, as compiled. */
export const allMessages = {
  'en-CA': { ...enCA, ...aboutEnCA, ...causesEnCA, ...siteNavigationEnCA, ...storiesEnCA, ...supportEnCA } as CompiledMessages,
  'fr-CA': { ...frCA, ...aboutFrCA, ...causesFrCA, ...siteNavigationFrCA, ...storiesFrCA, ...supportFrCA } as CompiledMessages,
};

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
  return renderRemotePage(page, {
    app: 'campaigns',
    messages: allMessages,
    ...options,
    props: { routes: composedRoutes(), ...options.props },
  });
}
