import * as z from 'zod/mini';
import { itemImageSchema } from './content-image-schema';

const text = z.string().check(z.minLength(1));

/** A free sample a member can order. */
export const incentiveSchema = z.object({
  incentiveId: text,
  name: z.string(),
  description: z.string(),
  available: z.boolean(),
  /** The product; null when there is none to show. */
  image: itemImageSchema,
});

/** `user/sample` request (one per member or household). */
export const orderSampleRequestSchema = z.object({ incentiveId: text });

/** A sample order. */
export const sampleOrderSchema = z.object({
  orderId: text,
  incentiveId: text,
  name: z.string(),
  status: z.string(),
  orderedAt: z.string(),
});

/** `user/incentives` answer: the member's orders. */
export const orderListSchema = z.object({ orders: z.array(sampleOrderSchema) });

/** Where a coupon is used. */
export const OFFER_CHANNELS = ['print', 'promo', 'retail', 'grocery', 'loyalty'] as const;

/** A coupon or offer. */
export const offerSchema = z.object({
  offerId: text,
  brand: z.string(),
  title: z.string(),
  description: z.string(),
  value: z.string(),
  channel: z.enum(OFFER_CHANNELS),
  expiresAt: z.string(),
});

/** The coupon service's `PrintService` request. */
export const printCouponsRequestSchema = z.object({ offerIds: z.array(text).check(z.minLength(1)) });

/** The coupon service's `PrintService` answer. */
export const printCouponsResponseSchema = z.object({ printJobId: text, offerIds: z.array(text) });
