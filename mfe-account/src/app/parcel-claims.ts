// Executed at build time by Node (tools/webpack/read-route-claims.cjs): no React, JSON or CSS.
import type { ParcelClaim } from '@maple/contracts';

/**
 * The parcels mfe-account offers, both on every page: the onboarding tracker (spec section 4)
 * and the referral invitation (keeps a friend's code from `?invite=` and claims it once the
 * visitor has joined).
 */
export const parcelClaims: readonly ParcelClaim[] = [
  { name: 'onboarding-tracker', siteWide: true },
  { name: 'referral-invitation', siteWide: true },
];
