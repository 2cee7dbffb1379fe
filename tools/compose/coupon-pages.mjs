// The third-party coupon pages of each environment (spec section 7: offers, retail cash back,
// grocery, razor, dishwasher, fabric care, dish tablets and the loyalty-card login, per
// language and environment). They go into the coupons remote's settings in composition.json,
// so a partner changing an address is a deployment change, not a build. The partners' real addresses are not in the spec: these
// are the reserved .example names, one host per partner and environment, for a deployment to
// replace (MAPLE_COUPON_PAGES holds a JSON object of the same shape).

const HOSTS = {
  local: {
    coupons: 'sandbox.coupons.example',
    retail: 'sandbox.retail-partner.example',
    grocery: 'sandbox.grocery-partner.example',
    loyalty: 'sandbox.loyalty-card.example',
  },
  test: {
    coupons: 'sandbox.coupons.example',
    retail: 'sandbox.retail-partner.example',
    grocery: 'sandbox.grocery-partner.example',
    loyalty: 'sandbox.loyalty-card.example',
  },
  staging: {
    coupons: 'staging.coupons.example',
    retail: 'staging.retail-partner.example',
    grocery: 'staging.grocery-partner.example',
    loyalty: 'staging.loyalty-card.example',
  },
  production: {
    coupons: 'www.coupons.example',
    retail: 'www.retail-partner.example',
    grocery: 'www.grocery-partner.example',
    loyalty: 'www.loyalty-card.example',
  },
};

/** Each page: which partner serves it and its path in English and French. */
const PAGES = {
  offers: ['coupons', '/en-ca/offers', '/fr-ca/offres'],
  retailCashback: ['retail', '/en-ca/cash-back', '/fr-ca/remises-en-argent'],
  grocery: ['grocery', '/en-ca/digital-coupons', '/fr-ca/coupons-numeriques'],
  razor: ['retail', '/en-ca/cash-back/razors', '/fr-ca/remises-en-argent/rasoirs'],
  dishwasher: ['grocery', '/en-ca/digital-coupons/dishwasher', '/fr-ca/coupons-numeriques/lave-vaisselle'],
  fabricCare: ['retail', '/en-ca/cash-back/fabric-care', '/fr-ca/remises-en-argent/soin-des-tissus'],
  dishTablets: ['grocery', '/en-ca/digital-coupons/dish-tablets', '/fr-ca/coupons-numeriques/pastilles-lave-vaisselle'],
  loyaltyLogin: ['loyalty', '/en/login', '/fr/connexion'],
};

/**
 * The coupon pages for `environment`, or the ones `MAPLE_COUPON_PAGES` gives (checked by the
 * coupons remote's settings schema when the composition is written).
 * @param {'local' | 'test' | 'staging' | 'production'} environment
 * @param {Record<string, string | undefined>} env
 */
export function couponPagesFor(environment, env = process.env) {
  if (env.MAPLE_COUPON_PAGES) return JSON.parse(env.MAPLE_COUPON_PAGES);
  const hosts = HOSTS[environment] ?? HOSTS.local;
  return Object.fromEntries(
    Object.entries(PAGES).map(([page, [partner, en, fr]]) => [
      page,
      { 'en-CA': `https://${hosts[partner]}${en}`, 'fr-CA': `https://${hosts[partner]}${fr}` },
    ]),
  );
}
