import { kitLocale } from '../i18n/kit-locale';
import { kitMessages } from '../i18n/kit-messages';

/** A no-break space: a number and its unit never end up on two lines. */
const NBSP = '\u00a0';

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

/** Options of {@link formatPoints}. */
interface FormatPointsOptions {
  /** Shows the sign of a change: `+50 points`, `−200 points` (a ledger line). */
  readonly signed?: boolean;
}

/**
 * A number of points in the page's language, with Intl's grouping and the right plural:
 * `1,000 points` and `1 point` (en-CA), `1 000 points` and `0 point` (fr-CA, where 0 and 1 are
 * singular). The number and the unit are joined by a no-break space.
 */
export function formatPoints(points: number, locale: string, { signed = false }: FormatPointsOptions = {}): string {
  const language = kitLocale(locale);
  const format = cached(
    numberFormats,
    `${language}:${signed}`,
    () => new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: signed ? 'exceptZero' : 'auto' }),
  );
  const plural = cached(pluralRules, language, () => new Intl.PluralRules(language)).select(Math.abs(points));
  return `${format.format(points)}${NBSP}${kitMessages[language].pointsUnit(plural)}`;
}
