import * as z from 'zod/mini';

/** The largest receipt photo the API takes, in bytes (5 MiB): check the file's size before sending. */
export const RECEIPT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The smallest file that can be a receipt photo, in bytes. */
export const RECEIPT_IMAGE_MIN_BYTES = 1024;

/** The media types of the photos the API takes, judged by the file's content, never its name. */
export const RECEIPT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/heic'] as const;

/** Receipts a member may send per day (Toronto time). */
export const RECEIPTS_PER_DAY = 3;

const RECEIPT_IMAGE_MAX_BASE64_LENGTH = Math.ceil(RECEIPT_IMAGE_MAX_BYTES / 3) * 4;

/** The largest body `user/receipts` reads: the encoded photo and the JSON around it. */
export const RECEIPT_UPLOAD_MAX_BODY_BYTES = RECEIPT_IMAGE_MAX_BASE64_LENGTH + 1024;

/**
 * `user/receipts` request: the photo, base64-encoded (standard alphabet, padded), in JSON like
 * every other call. A photo over {@link RECEIPT_IMAGE_MAX_BYTES} breaks the contract (400).
 */
export const uploadReceiptRequestSchema = z.object({
  image: z.base64().check(z.minLength(4), z.maxLength(RECEIPT_IMAGE_MAX_BASE64_LENGTH)),
});

/** Where a receipt is: its points are pending until someone reviews the photo. */
const RECEIPT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A receipt the member sent. */
export const receiptSchema = z.object({
  receiptId: z.string().check(z.minLength(1)),
  status: z.enum(RECEIPT_STATUSES),
  /** What the receipt earns once approved (nothing when rejected). */
  points: z.int(),
  mediaType: z.enum(RECEIPT_IMAGE_TYPES),
  submittedAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});

/** A receipt. */
export type Receipt = z.infer<typeof receiptSchema>;

/** `user/receipts` (GET) answer: the member's receipts, newest first, and the points still pending. */
export const receiptListSchema = z.object({ receipts: z.array(receiptSchema), pendingPoints: z.int() });

/** The member's receipts. */
export type ReceiptList = z.infer<typeof receiptListSchema>;
