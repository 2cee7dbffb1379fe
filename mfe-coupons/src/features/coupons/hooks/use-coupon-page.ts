import { fetchJson, type PartnerPage, siteConfigSchema } from '@maple/contracts';
import { useLocale } from '@maple/contracts/react';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

// Only the part of config.json this remote reads: a change elsewhere in the file cannot hide the links.
const couponPagesConfigSchema = z.pick(siteConfigSchema, { couponPages: true });

const isHttps = (address: string) => {
  try {
    return new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The address of a third-party coupon page in the page's language, from the environment's
 * `config.json` (which the shell serves beside itself; mount props do not carry it), or
 * undefined while it loads, when it is not configured, or when it is not https.
 */
export function useCouponPage(page: PartnerPage): string | undefined {
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ['config.json', 'couponPages'],
    queryFn: async () => (await fetchJson('/config.json', couponPagesConfigSchema)).couponPages ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const address = data?.[page][locale];
  return address && isHttps(address) ? address : undefined;
}
