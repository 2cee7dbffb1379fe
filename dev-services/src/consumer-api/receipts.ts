import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  API_MESSAGES,
  RECEIPTS_PER_DAY,
  RECEIPT_IMAGE_MAX_BYTES,
  RECEIPT_IMAGE_MIN_BYTES,
  type Receipt,
  type ReceiptList,
} from '@maple/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { PRIVATE_FILE_MODE, closeFilesOf, ensurePrivateDir } from '../shared/private-files';
import { ApiFailure, fail } from './api-failure';
import { torontoDay } from './earning';
import type { ConsumerApiDatabase } from './database';
import type { Ledger } from './ledger';
import type { MemberRow } from './members';
import type { Clock } from './types';

/** What an approved receipt earns. */
const RECEIPT_POINTS = 10;

type MediaType = Receipt['mediaType'];

interface ReceiptRow {
  receipt_id: string;
  consumer_id: string;
  image_sha256: string;
  media_type: MediaType;
  bytes: number;
  points: number;
  status: Receipt['status'];
  day: string;
  submitted_at: string;
  reviewed_at: string | null;
}

/** A receipt as the review (a dev control today) sees it. */
interface ReceiptForReview extends Receipt {
  readonly consumerId: string;
  readonly imageSha256: string;
  readonly bytes: number;
}

/** The file extension each stored photo type is saved with. */
export const EXTENSION: Record<MediaType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic' };

/** The media type of a photo by its content (magic bytes), or null when it is none we take. */
async function receiptMediaType(image: Uint8Array): Promise<MediaType | null> {
  const detected = await fileTypeFromBuffer(image);
  switch (detected?.mime) {
    case 'image/jpeg':
      return 'image/jpeg';
    case 'image/png':
      return 'image/png';
    // Phones write single HEIF images with either brand; image sequences are not photos.
    case 'image/heic':
    case 'image/heif':
      return 'image/heic';
    default:
      return null;
  }
}

const toReceipt = (row: ReceiptRow): Receipt => ({
  receiptId: row.receipt_id,
  status: row.status,
  points: row.status === 'rejected' ? 0 : row.points,
  mediaType: row.media_type,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
});

/**
 * Receipts with evidence: the photo (JPEG, PNG or HEIC by content, within the size limits) is
 * stored beside the data, named by its SHA-256; the same image is one receipt whoever sends it;
 * a member sends at most {@link RECEIPTS_PER_DAY} a day (Toronto time). Points stay pending
 * until a review approves the receipt, which credits them once.
 */
export function createReceipts({ db, ledger, clock, dir }: { db: ConsumerApiDatabase; ledger: Ledger; clock: Clock; dir: string }) {
  // Photos an earlier version stored open to everyone are closed to others.
  if (fs.existsSync(dir)) {
    ensurePrivateDir(dir);
    closeFilesOf(dir);
  }
  const byHash = db.prepare<[string], { receipt_id: string }>('SELECT receipt_id FROM receipts WHERE image_sha256 = ?');
  const countOnDay = db.prepare<[string, string], { count: number }>(
    'SELECT COUNT(*) AS count FROM receipts WHERE consumer_id = ? AND day = ?',
  );
  const insert = db.prepare(`
    INSERT INTO receipts (receipt_id, consumer_id, image_sha256, media_type, bytes, points, status, day, submitted_at)
    VALUES (@receiptId, @consumerId, @sha256, @mediaType, @bytes, @points, 'pending', @day, @submittedAt)`);
  const one = db.prepare<[string], ReceiptRow>('SELECT * FROM receipts WHERE receipt_id = ?');
  const ofMember = db.prepare<[string], ReceiptRow>('SELECT * FROM receipts WHERE consumer_id = ? ORDER BY submitted_at DESC, rowid DESC');
  const withStatus = db.prepare<[string, string], ReceiptRow>(
    `SELECT * FROM receipts WHERE (? = 'all' OR status = ?) ORDER BY submitted_at, rowid`,
  );
  const pending = db.prepare<[string], { points: number }>(
    `SELECT COALESCE(SUM(points), 0) AS points FROM receipts WHERE consumer_id = ? AND status = 'pending'`,
  );
  const decide = db.prepare<[string, string, string]>(
    `UPDATE receipts SET status = ?, reviewed_at = ? WHERE receipt_id = ? AND status = 'pending'`,
  );

  const pendingPoints = (member: MemberRow) => pending.get(member.consumer_id)?.points ?? 0;
  const alreadySubmitted = () => new ApiFailure(422, API_MESSAGES.receiptAlreadySubmitted);
  const limitReached = () => new ApiFailure(422, API_MESSAGES.dailyLimitReached);

  /** Writes the photo once under its hash (whole, then renamed into place). */
  function store(sha256: string, mediaType: MediaType, image: Buffer) {
    const file = path.join(dir, `${sha256}.${EXTENSION[mediaType]}`);
    if (fs.existsSync(file)) return;
    ensurePrivateDir(dir);
    const draft = `${file}.${randomBytes(4).toString('hex')}.part`;
    fs.writeFileSync(draft, image, { mode: PRIVATE_FILE_MODE });
    fs.renameSync(draft, file);
  }

  return {
    /**
     * Takes a photo (base64): 400 when it does not decode to the size limits, 422 when it is not
     * a JPEG, PNG or HEIC, was submitted before, or the member reached today's limit.
     */
    async upload(member: MemberRow, base64: string): Promise<Receipt> {
      const image = Buffer.from(base64, 'base64');
      if (image.length < RECEIPT_IMAGE_MIN_BYTES || image.length > RECEIPT_IMAGE_MAX_BYTES) throw fail.badRequest();
      const mediaType = await receiptMediaType(image);
      if (!mediaType) throw new ApiFailure(422, API_MESSAGES.receiptImageUnsupported);
      const sha256 = createHash('sha256').update(image).digest('hex');
      const day = torontoDay(clock.now());
      if (byHash.get(sha256)) throw alreadySubmitted();
      if ((countOnDay.get(member.consumer_id, day)?.count ?? 0) >= RECEIPTS_PER_DAY) throw limitReached();

      store(sha256, mediaType, image);
      const receiptId = `RC-${randomBytes(6).toString('hex').toUpperCase()}`;
      db.transaction(() => {
        // Checked again inside the transaction: two uploads at once cannot both pass.
        if (byHash.get(sha256)) throw alreadySubmitted();
        if ((countOnDay.get(member.consumer_id, day)?.count ?? 0) >= RECEIPTS_PER_DAY) throw limitReached();
        insert.run({
          receiptId,
          consumerId: member.consumer_id,
          sha256,
          mediaType,
          bytes: image.length,
          points: RECEIPT_POINTS,
          day,
          submittedAt: clock.iso(),
        });
      }).immediate();
      const row = one.get(receiptId);
      if (!row) throw new Error(`receipt ${receiptId} vanished after insert`);
      return toReceipt(row);
    },

    /** The member's receipts, newest first, and the points still pending. */
    list(member: MemberRow): ReceiptList {
      return { receipts: ofMember.all(member.consumer_id).map(toReceipt), pendingPoints: pendingPoints(member) };
    },

    /** Points of the member's receipts that wait for review. */
    pendingPoints,

    /** Receipts for the review, oldest first. */
    forReview(status: Receipt['status'] | 'all'): ReceiptForReview[] {
      return withStatus.all(status, status).map((row) => ({
        ...toReceipt(row),
        consumerId: row.consumer_id,
        imageSha256: row.image_sha256,
        bytes: row.bytes,
      }));
    },

    /**
     * Approves (crediting the points, once) or rejects a pending receipt, in one transaction;
     * null when there is no such receipt or it was reviewed already.
     */
    review(receiptId: string, decision: 'approved' | 'rejected'): Receipt | null {
      return db
        .transaction(() => {
          if (decide.run(decision, clock.iso(), receiptId).changes === 0) return null;
          const row = one.get(receiptId);
          if (!row) return null;
          if (decision === 'approved') {
            ledger.creditOnce({
              consumerId: row.consumer_id,
              kind: 'earn',
              typeCode: 'RECEIPT_APPROVED',
              creditKey: `RECEIPT:${row.receipt_id}`,
              reference: row.receipt_id,
              points: row.points,
              description: { en: 'Receipt approved', fr: 'Reçu approuvé' },
            });
          }
          return toReceipt(row);
        })
        .immediate();
    },
  };
}

/** The receipts of one server. */
export type Receipts = ReturnType<typeof createReceipts>;
