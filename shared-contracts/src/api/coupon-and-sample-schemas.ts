import * as z from 'zod/mini';
import { itemImageSchema } from './content-image-schema';
import { incentiveSchema, offerSchema, printCouponsResponseSchema } from './offer-schemas';
import { PARTNER_PAGES } from './partner-pages';

const text = z.string().check(z.minLength(1));
const count = z.int().check(z.nonnegative());

/**
 * A coupon or offer as the coupon service's `OfferDisplay` shows it: the offer, and its terms.
 * `printLimit` is how many times a member may print a print coupon; `printsLeft` is how many
 * the signed-in member has left (null for visitors, and for offers that are not printed).
 */
export const couponOfferSchema = z.extend(offerSchema, {
  /** Only members see it (`nmc-consumer`). */
  membersOnly: z.boolean(),
  /** The code to enter at checkout (promo codes), else null. */
  promoCode: z.nullable(text),
  printLimit: z.nullable(z.int().check(z.positive())),
  printsLeft: z.nullable(count),
  /** The partner page where the offer is loaded or used, else null. */
  partnerPage: z.nullable(z.enum(PARTNER_PAGES)),
  /** The product and its coupon; null when there is none to show. */
  image: itemImageSchema,
});

/** A coupon or offer with its terms. */
export type CouponOffer = z.infer<typeof couponOfferSchema>;

/** `OfferDisplay` answer (anonymous and member). */
export const couponOfferListSchema = z.object({ offers: z.array(couponOfferSchema) });

/** One coupon of a print job: what goes on paper. */
export const printedCouponSchema = z.object({
  offerId: text,
  brand: z.string(),
  title: z.string(),
  value: z.string(),
  expiresAt: z.string(),
  /** The UPC-A code under the barcode (number system 5: a coupon). */
  barcode: z.string().check(z.regex(/^\d{12}$/)),
  /** This printed copy's serial number, so the store can tell copies apart. */
  serial: text,
  /** Prints of this coupon the member has left after this one. */
  printsLeft: count,
});

/** A printed coupon. */
export type PrintedCoupon = z.infer<typeof printedCouponSchema>;

/**
 * `PrintService` answer: the print job and its coupons in the caller's language. A coupon
 * printed as many times as its limit allows, or expired, refuses the whole job with 422.
 */
export const printJobSchema = z.extend(printCouponsResponseSchema, { coupons: z.array(printedCouponSchema) });

/** How many orders of one sample may go to one building (civic address), whatever units they name. */
export const SAMPLE_ORDERS_PER_BUILDING = 10;

/** Where a free sample stands for whoever asks: orderable, out of stock, or already ordered by them or their household. */
const SAMPLE_STATUSES = ['available', 'outOfStock', 'alreadyOrdered'] as const;

/** A sample campaign: the sample and where it stands (`available` is true only for `available`). */
export const sampleCampaignSchema = z.extend(incentiveSchema, { status: z.enum(SAMPLE_STATUSES) });

/** A sample campaign. */
export type SampleCampaign = z.infer<typeof sampleCampaignSchema>;

/** The sample lists' answer (`user/campaign/incentives`, the sample service's campaigns). */
export const sampleCampaignListSchema = z.object({ incentives: z.array(sampleCampaignSchema) });
