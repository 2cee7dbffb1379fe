import type { LocaleMessages } from '@maple/platform';

/**
 * The messages of mfe-coupons, one chunk per language: a page loads its language only. The
 * JSON is written by `npm run i18n:compile` (tools/i18n/i18n.mjs) from lang/*.json.
 */
export const messages: LocaleMessages = {
  'en-CA': () => import('./compiled/en-CA.json'),
  'fr-CA': () => import('./compiled/fr-CA.json'),
};
