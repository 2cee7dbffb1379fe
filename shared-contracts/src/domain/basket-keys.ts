// The baskets' local-storage keys: mfe-coupons keeps its baskets under them and the shell
// removes them at sign-out, so they are a contract between the two (the baskets themselves
// live in mfe-coupons, src/lib/basket.ts).

/**
 * The local-storage key of the coupon basket (spec section 3 names it `basket`); the shell
 * removes it when the member signs out.
 */
export const COUPON_BASKET_KEY = 'basket';

/** The local-storage key of the sample basket; the shell removes it when the member signs out. */
export const SAMPLE_BASKET_KEY = 'sampleBasket';
