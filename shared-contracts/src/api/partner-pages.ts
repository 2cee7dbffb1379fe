// Apart from the coupon schemas: the composition schema reads this list, without the API's
// schemas (zod schemas are built when their module loads).

/**
 * The third-party coupon pages of spec section 7 (one address per language and environment,
 * in the coupons remote's settings of `composition.json`): the partner's offers, the retail partner's cash back, the grocery
 * partner, the razor, dishwasher, fabric-care and dish-tablet pages, and the loyalty-card login.
 */
export const PARTNER_PAGES = [
  'offers',
  'retailCashback',
  'grocery',
  'razor',
  'dishwasher',
  'fabricCare',
  'dishTablets',
  'loyaltyLogin',
] as const;

/** One of {@link PARTNER_PAGES}. */
export type PartnerPage = (typeof PARTNER_PAGES)[number];
