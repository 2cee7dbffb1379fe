import type { RECEIPT_IMAGE_TYPES } from '@maple/contracts';
import { RECEIPT_IMAGE_MAX_BYTES, RECEIPT_IMAGE_MIN_BYTES } from '@maple/contracts';

/** A photo's type, by its first bytes. */
type ReceiptImageType = (typeof RECEIPT_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, expected: readonly number[], offset = 0) =>
  expected.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands of a single still image (image sequences are not photos of a receipt). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1']);

/**
 * The type of a photo judged by its content (magic bytes), never by its name: JPEG, PNG or
 * HEIC, or null for anything else. The API judges again; this only saves a member the upload.
 */
export function receiptImageType(head: Uint8Array): ReceiptImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(head, 8, 12))) return 'image/heic';
  return null;
}

/** Why a file cannot be sent as a receipt. */
export type ReceiptImageProblem = 'empty' | 'tooSmall' | 'tooLarge' | 'notAPhoto';

/** The size and content checks of a receipt photo, before it is read whole. */
export function receiptImageProblem(size: number, head: Uint8Array): ReceiptImageProblem | null {
  if (size === 0) return 'empty';
  if (size < RECEIPT_IMAGE_MIN_BYTES) return 'tooSmall';
  if (size > RECEIPT_IMAGE_MAX_BYTES) return 'tooLarge';
  return receiptImageType(head) ? null : 'notAPhoto';
}

/** Bytes as standard, padded base64 (what `user/receipts` takes), in chunks so a 5 MB photo does not overflow the stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  return btoa(binary);
}

/** A file's bytes (FileReader: every browser the site supports, and jsdom). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads a chosen file as a receipt: the base64 photo to send, or why it cannot be one. */
export async function readReceiptImage(file: Blob): Promise<{ ok: true; image: string } | { ok: false; problem: ReceiptImageProblem }> {
  const problem = receiptImageProblem(file.size, file.size > 0 ? await readBytes(file.slice(0, 16)) : new Uint8Array());
  if (problem) return { ok: false, problem };
  return { ok: true, image: toBase64(await readBytes(file)) };
}
