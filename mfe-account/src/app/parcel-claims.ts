// Executed at build time by Node (tools/webpack/read-route-claims.cjs): no React, JSON or CSS.
import type { ParcelClaim } from '@maple/contracts';

/**
 * The parcels mfe-account offers, both on every page of a signed-in member (a visitor's pages
 * load nothing of mfe-account): the onboarding tracker (spec section 4) and the referral
 * invitation (claims the friend's code the invitation page kept, once the visitor has joined).
 */
export const parcelClaims: readonly ParcelClaim[] = [
  { name: 'onboarding-tracker', siteWide: true, membersOnly: true },
  { name: 'referral-invitation', siteWide: true, membersOnly: true },
];
