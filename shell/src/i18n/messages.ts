import type { LocaleMessages } from '@maple/platform';

/**
 * The shell's messages, one chunk per language (written by `npm run i18n:compile` from
 * lang/*.json): a page downloads its own language, before the chrome's first render.
 */
export const messages: LocaleMessages = {
  'en-CA': () => import('./compiled/en-CA.json'),
  'fr-CA': () => import('./compiled/fr-CA.json'),
};
