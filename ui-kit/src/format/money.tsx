import { useKitLocale } from '../i18n/use-kit-locale';
import { formatMoney } from './format-money';

/** An amount of money in the page's language (`$25.00`, `25,00 $`); see {@link formatMoney}. */
export function Money({ amount, currency = 'CAD', className }: { amount: number; currency?: string; className?: string }) {
  const locale = useKitLocale();
  return <span className={className}>{formatMoney(amount, locale, currency)}</span>;
}
