/** The two languages of the site. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;

/** A site language tag. */
export type Locale = (typeof LOCALES)[number];

/** The path prefix of French pages. */
const FRENCH_PREFIX = '/fr';

/** True when `value` is one of the site's locales. */
export function isLocale(value: unknown): value is Locale {
  return value === 'en-CA' || value === 'fr-CA';
}

/** The locale a path is in: French under `/fr`, English everywhere else. */
export function localeFromPath(pathname: string): Locale {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr-CA' : 'en-CA';
}

/** The other language: the target of the language switch. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en-CA' ? 'fr-CA' : 'en-CA';
}

/** The short language code used in `<html lang>`-style attributes and URLs of external sites. */
export function languageOf(locale: Locale): 'en' | 'fr' {
  return locale === 'en-CA' ? 'en' : 'fr';
}
