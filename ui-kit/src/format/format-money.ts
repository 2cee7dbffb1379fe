import { kitLocale } from '../i18n/kit-locale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money in the page's language, through Intl: `$25.00` (en-CA), `25,00 $` (fr-CA).
 * `amount` is in the currency's main unit (dollars, not cents); the currency defaults to CAD.
 */
export function formatMoney(amount: number, locale: string, currency = 'CAD'): string {
  const language = kitLocale(locale);
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}
