import { useKitLocale } from '../i18n/use-kit-locale';
import { formatPoints } from './format-points';

/** A number of points in the page's language (`1,000 points`, `1 000 points`); see {@link formatPoints}. */
export function Points({ value, signed = false, className }: { value: number; signed?: boolean; className?: string }) {
  const locale = useKitLocale();
  return <span className={className}>{formatPoints(value, locale, { signed })}</span>;
}
