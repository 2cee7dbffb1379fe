import type { Locale } from '@maple/contracts';

/** Quebec's region code in the geo answer. */
const QUEBEC = 'QC';

/**
 * The languages the offer rules are shown in, in order: for a visitor in Quebec, French first
 * and then English whatever the page's language (Bill 96: French at least as prominent);
 * elsewhere, the page's language alone.
 */
export function offerRulesLanguages(pageLocale: Locale, region: string | null | undefined): Locale[] {
  return region === QUEBEC ? ['fr-CA', 'en-CA'] : [pageLocale];
}
