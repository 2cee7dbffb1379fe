import { couponsSettingsSchema, type PartnerPage } from '@maple/contracts';
import { useLocale, useMfe } from '@maple/platform';
import { useMemo } from 'react';

const isHttps = (address: string) => {
  try {
    return new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The address of a third-party coupon page in the page's language, from this remote's
 * settings (its composition entry, handed over in its mount props); undefined when the
 * deployment gives none, gives settings that break their schema, or gives one that is not https.
 */
export function useCouponPage(page: PartnerPage): string | undefined {
  const locale = useLocale();
  const { settings } = useMfe();
  // Settings that break the schema show no partner links rather than take the page down.
  const couponPages = useMemo(() => couponsSettingsSchema.safeParse(settings).data?.couponPages, [settings]);
  const address = couponPages?.[page][locale];
  return address && isHttps(address) ? address : undefined;
}
