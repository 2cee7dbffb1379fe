import type { LocaleMessages } from '@maple/platform';

/**
 * The messages of mfe-campaigns, one chunk per language: a page loads its language only. The
 * JSON is written by `npm run i18n:compile` (tools/i18n/i18n.mjs) from lang/*.json.
 */
export const messages: LocaleMessages = {
  'en-CA': () => import('./compiled/en-CA.json'),
  'fr-CA': () => import('./compiled/fr-CA.json'),
};

/**
 * The messages of the features whose pages are all lazy (`maple.featureMessages` in
 * package.json), each a chunk per language that its pages load with their code: the home and
 * landing pages carry none of them (docs/decisions/054-messages-by-feature.md).
 */
export const featureMessages = {
  about: {
    'en-CA': () => import('./compiled/about/en-CA.json'),
    'fr-CA': () => import('./compiled/about/fr-CA.json'),
  },
  causes: {
    'en-CA': () => import('./compiled/causes/en-CA.json'),
    'fr-CA': () => import('./compiled/causes/fr-CA.json'),
  },
  siteNavigation: {
    'en-CA': () => import('./compiled/site-navigation/en-CA.json'),
    'fr-CA': () => import('./compiled/site-navigation/fr-CA.json'),
  },
  stories: {
    'en-CA': () => import('./compiled/stories/en-CA.json'),
    'fr-CA': () => import('./compiled/stories/fr-CA.json'),
  },
  support: {
    'en-CA': () => import('./compiled/support/en-CA.json'),
    'fr-CA': () => import('./compiled/support/fr-CA.json'),
  },
} as const satisfies Readonly<Record<string, LocaleMessages>>;
