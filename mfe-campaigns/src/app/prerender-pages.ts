// Run by the production build in Node (tools/webpack/prerender-plugin.cjs), never in a browser:
// the pages mfe-campaigns serves as HTML (docs/decisions/019-prerendered-landing-pages.md).
import { remotePagesPrerender } from '@maple/platform/prerender';
import { campaignsApp } from './app-definition';

/** The pages served as HTML: the home page and every landing page, in both languages. */
export const prerenderedRouteIds = campaignsApp.routes
  .filter((route) => route.id === 'home' || route.kind === 'landing')
  .map((route) => route.id);

/** Writes `prerendered/pages.json`: each page's markup, for the compose step to join with the shell's chrome. */
export const prerender = remotePagesPrerender(campaignsApp, prerenderedRouteIds);
