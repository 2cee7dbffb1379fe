import {
  type ApiFailureResult,
  type ApiOutput,
  type CouponOffer,
  type Localized,
  PARTNER_PAGES,
  type PartnerPage,
  type PrintedCoupon,
  type Profile,
  type SampleCampaign,
} from '@maple/contracts';
import { aProfile as aMemberProfile, anImage } from '@maple/testing';

/** A coupon as OfferDisplay answers it (a print coupon with two prints, unless told otherwise). */
export function anOffer(overrides: Partial<CouponOffer> = {}): CouponOffer {
  return {
    offerId: 'OFF-PRINT-TIDE-3',
    brand: 'Tide',
    title: 'Save $3 on Tide PODS',
    description: 'On one package of Tide PODS laundry detergent.',
    value: '$3.00',
    channel: 'print',
    expiresAt: '2027-03-31T23:59:59.000Z',
    membersOnly: false,
    promoCode: null,
    printLimit: 2,
    printsLeft: null,
    partnerPage: null,
    image: anImage(`A package of ${overrides.brand ?? 'Tide'} beside a coupon`),
    ...overrides,
  };
}

/** One offer of every channel, as the anonymous list gives them (member fields with `forMember`). */
export function everyChannel({ forMember = false } = {}): CouponOffer[] {
  const left = (count: number) => (forMember ? count : null);
  return [
    anOffer({ printsLeft: left(2) }),
    anOffer({
      offerId: 'OFF-PRINT-PAMPERS-4',
      brand: 'Pampers',
      title: 'Save $4 on Pampers Swaddlers',
      value: '$4.00',
      printLimit: 1,
      printsLeft: left(1),
      membersOnly: true,
    }),
    anOffer({
      offerId: 'OFF-PROMO-OLAY-25',
      brand: 'Olay',
      title: '25% off Olay Regenerist online',
      value: '25%',
      channel: 'promo',
      promoCode: 'OLAYMAPLE25',
      printLimit: null,
    }),
    anOffer({
      offerId: 'OFF-RETAIL-GILLETTE-5',
      brand: 'Gillette',
      title: '$5 cash back on Gillette Fusion5 razors',
      value: '$5.00',
      channel: 'retail',
      printLimit: null,
      partnerPage: 'razor',
    }),
    anOffer({
      offerId: 'OFF-GROCERY-CASCADE-2',
      brand: 'Cascade',
      title: 'Save $2 on Cascade Platinum',
      value: '$2.00',
      channel: 'grocery',
      printLimit: null,
      partnerPage: 'dishwasher',
    }),
    anOffer({
      offerId: 'OFF-LOYALTY-DOWNY-1000',
      brand: 'Downy',
      title: '1,000 bonus points on Downy Unstopables',
      value: '1,000 points',
      channel: 'loyalty',
      printLimit: null,
      partnerPage: 'loyaltyLogin',
      membersOnly: true,
    }),
  ].filter((offer) => forMember || !offer.membersOnly);
}

/** A printed coupon of a print job. */
export function aPrintedCoupon(overrides: Partial<PrintedCoupon> = {}): PrintedCoupon {
  return {
    offerId: 'OFF-PRINT-TIDE-3',
    brand: 'Tide',
    title: 'Save $3 on Tide PODS',
    value: '$3.00',
    expiresAt: '2027-03-31T23:59:59.000Z',
    barcode: '537000310032',
    serial: 'PJ-0A1B2C3D4E-1',
    printsLeft: 1,
    ...overrides,
  };
}

/** A free sample and where it stands. */
export function aSample(overrides: Partial<SampleCampaign> = {}): SampleCampaign {
  const status = overrides.status ?? 'available';
  return {
    incentiveId: 'SMP-DOWNY-UNSTOPABLES',
    name: 'Downy Unstopables in-wash scent booster',
    description: 'A trial-size pouch of Fresh scent beads.',
    status,
    available: status === 'available',
    image: anImage(`A package of ${overrides.name ?? 'Downy Unstopables'}`),
    ...overrides,
  };
}

/** The four seeded samples: three to order, Crest out of stock. */
export function theSamples(): SampleCampaign[] {
  return [
    aSample(),
    aSample({ incentiveId: 'SMP-OLAY-REGENERIST', name: 'Olay Regenerist Micro-Sculpting Cream', description: 'A 15 mL sample.' }),
    aSample({
      incentiveId: 'SMP-CREST-3DWHITE',
      name: 'Crest 3D White toothpaste',
      description: 'A travel-size tube.',
      status: 'outOfStock',
    }),
  ];
}

/** A sample order. */
export function anOrder(overrides: Partial<ApiOutput<'orderSampleV2'>> = {}): ApiOutput<'orderSampleV2'> {
  return {
    orderId: 'SO-1A2B3C4D5E',
    incentiveId: 'SMP-DOWNY-UNSTOPABLES',
    name: 'Downy Unstopables in-wash scent booster',
    status: 'Submitted',
    orderedAt: '2026-11-22T15:00:00.000Z',
    ...overrides,
  };
}

/** The profile of the test member (Ada Lovelace), with a delivery address on file when `address` is given. */
export function aProfile(
  address: { line1: string; line2?: string; city: string; province: string; postalCode: string } | null = null,
): Profile {
  if (!address) return aMemberProfile();
  const { line1, line2 = null, city, province, postalCode } = address;
  return aMemberProfile({
    traits: { addressLine1: line1, addressLine2: line2, cityName: city, territoryName: province, postalAreaCode: postalCode },
  });
}

/** A successful answer of the fake site API. */
export const ok = <T>(data: T) => ({ ok: true as const, data });

/** A failed answer of the fake site API, as the shell's catalogue classifies it. */
export function failed(kind: ApiFailureResult['kind'], code: number, status: number, message: string): ApiFailureResult {
  return { ok: false, kind, code, status, message };
}

/**
 * This remote's settings as a deployment's composition entry gives them: every partner page at
 * `https://partner.example/<language>/<page>`, with `pages` in place of some.
 */
export function couponsSettings(pages: Partial<Record<PartnerPage, Localized>> = {}): { couponPages: Record<PartnerPage, Localized> } {
  const couponPages = Object.fromEntries(
    PARTNER_PAGES.map((page) => [page, { 'en-CA': `https://partner.example/en/${page}`, 'fr-CA': `https://partner.example/fr/${page}` }]),
  ) as Record<PartnerPage, Localized>;
  return { couponPages: { ...couponPages, ...pages } };
}
