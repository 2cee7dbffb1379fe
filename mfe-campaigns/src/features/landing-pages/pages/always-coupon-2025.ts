import type { LandingPageDefinition } from '../landing-page-definition';

/**
 * The always-on coupon campaign of Always (spec: the campaign slug alwayscoupon2025). The slug
 * is in both paths, so the shell hides the language switch there; members who join here
 * support Always #EndPeriodPoverty (003EPP).
 */
export const alwaysCoupon2025: LandingPageDefinition = {
  route: {
    id: 'alwaysCoupon2025',
    app: 'campaigns',
    kind: 'landing',
    protected: false,
    paths: { 'en-CA': '/alwayscoupon2025/', 'fr-CA': '/fr/alwayscoupon2025/' },
    title: { 'en-CA': 'Always coupons', 'fr-CA': 'Bons de réduction Always' },
  },
  campaignSource: 'alwayscoupon2025',
  cause: '003EPP',
  content: () => import('./always-coupon-2025-content').then((module) => module.alwaysCoupon2025Content),
};
