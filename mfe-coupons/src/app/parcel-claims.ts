// Executed at build time by Node (tools/webpack/read-route-claims.cjs): no React, JSON or CSS.
import type { ParcelClaim } from '@maple/contracts';

/**
 * The parcels mfe-coupons offers: the sample order flow, which mfe-campaigns mounts on the
 * fabric-care sample signup landing (`<RemoteParcel name="sample-order" props={{ incentiveId }} />`).
 */
export const parcelClaims: readonly ParcelClaim[] = [{ name: 'sample-order', siteWide: false }];
