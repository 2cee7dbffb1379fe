import type { Locale } from './locale';

const NO_BREAK = '\u00a0';

/**
 * A text from the API, with the spaces French typography keeps on one line made
 * non-breaking: inside a number (`5 000`), between a number and its unit (`20 $`, `15 %`),
 * before a colon and inside guillemets (`« eau »`). Left as it is in English. The API
 * writes ordinary spaces, and on a 360 px screen "Carte-cadeau de 20 $" would otherwise
 * leave the `$` alone on the next line.
 */
export function withFrenchSpacing(text: string, locale: Locale): string {
  if (locale !== 'fr-CA') return text;
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NO_BREAK}`)
    .replace(/(\d) (?=[$%])/g, `$1${NO_BREAK}`)
    .replace(/ (?=[:»])/g, NO_BREAK)
    .replace(/« /g, `«${NO_BREAK}`);
}
