// Run by the production build in Node (tools/webpack/prerender-plugin.cjs), never in a browser:
// the pages mfe-rewards serves as HTML (docs/decisions/019-prerendered-landing-pages.md), so a
// visitor's first view of the catalogue paints from the response, the list's place held.
import { remotePagesPrerender } from '@maple/platform/prerender';
import { rewardsApp } from './app-definition';

/**
 * The pages served as HTML, in both languages: the screens a visitor may see whose place holders
 * keep their size while data arrives. Not the impact and sweepstakes pages: their sections change
 * height as they load (layout shifts of 0.06 and 0.09 in main a served page would show).
 */
export const prerenderedRouteIds = [
  'rewards',
  'allRewards',
  'earnPoints',
] as const satisfies readonly (typeof rewardsApp.routes)[number]['id'][];

/** Writes `prerendered/pages.json`: each page's markup, for the compose step to join with the shell's chrome. */
export const prerender = remotePagesPrerender(rewardsApp, prerenderedRouteIds);
