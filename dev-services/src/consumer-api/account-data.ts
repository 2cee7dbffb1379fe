import fs from 'node:fs';
import path from 'node:path';
import type { ApiOutput, Locale } from '@maple/contracts';
import { consentsOf } from './consents';
import { createContent } from './content';
import type { Services } from './handler-types';
import type { MemberRow } from './members';
import { toProfile } from './members';
import { EXTENSION } from './receipts';
import type { Referrals } from './referrals';
import { createRewards } from './rewards';

/**
 * The member's own data (PIPEDA, Quebec Law 25): everything the programme holds about them as
 * one JSON document, and the erasure of their account.
 */
export function createAccountData(services: Services, referrals: Referrals) {
  const { db, clock, options, sessions, erasures } = services;
  const rewards = createRewards(services);
  const content = createContent(services);
  const receiptsDir = options.receiptsDir ?? path.join(path.dirname(options.dataFile), 'receipts');

  const sampleOrders = db.prepare<[string], { incentive_id: string; status: string; ordered_at: string }>(
    'SELECT incentive_id, status, ordered_at FROM sample_orders WHERE consumer_id = ? ORDER BY ordered_at',
  );
  const surveyAnswers = db.prepare<[string], { survey_id: number; question_id: string; answer: string; answered_at: string }>(
    'SELECT survey_id, question_id, answer, answered_at FROM survey_answers WHERE consumer_id = ? ORDER BY survey_id, question_id',
  );
  const quizAttempts = db.prepare<[string], { quiz_id: string; score: number; total: number; submitted_at: string }>(
    'SELECT quiz_id, score, total, submitted_at FROM quiz_attempts WHERE consumer_id = ? ORDER BY attempt_id',
  );
  const receipts = db.prepare<
    [string],
    { receipt_id: string; status: string; points: number; submitted_at: string; image_sha256: string; media_type: keyof typeof EXTENSION }
  >('SELECT receipt_id, status, points, submitted_at, image_sha256, media_type FROM receipts WHERE consumer_id = ? ORDER BY submitted_at');

  return {
    /** Everything held about the member, texts in the caller's language. */
    export(member: MemberRow, locale: Locale): ApiOutput<'dataExport'> {
      const history = rewards.history(member, { transactionType: 'all', paginate: false, page: 1 }, locale);
      const address =
        member.address_line1 !== null
          ? {
              firstName: member.delivery_first_name ?? '',
              lastName: member.delivery_last_name ?? '',
              line1: member.address_line1,
              line2: member.address_line2,
              city: member.city ?? '',
              province: member.province ?? '',
              postalCode: member.postal_code ?? '',
            }
          : null;
      return {
        exportedAt: clock.iso(),
        profile: toProfile(member),
        consents: Object.entries(consentsOf(member.consents)).map(([id, record]) => ({ id, ...record })),
        deliveryAddress: address,
        transactions: history.MemberTransactions,
        issuedRewards: history.MemberIssuedRewards,
        messages: content.messages(member, locale).messages,
        referral: {
          referralCode: referrals.existingCode(member),
          friendsJoined: referrals.existingCode(member) ? referrals.summary(member).friendsJoined : 0,
          invitedBy: referrals.wasInvited(member),
        },
        sampleOrders: sampleOrders
          .all(member.consumer_id)
          .map((row) => ({ incentiveId: row.incentive_id, status: row.status, orderedAt: row.ordered_at })),
        surveyAnswers: surveyAnswers.all(member.consumer_id).map((row) => ({
          surveyId: row.survey_id,
          questionId: row.question_id,
          answer: JSON.parse(row.answer) as unknown,
          answeredAt: row.answered_at,
        })),
        quizAttempts: quizAttempts
          .all(member.consumer_id)
          .map((row) => ({ quizId: row.quiz_id, score: row.score, total: row.total, submittedAt: row.submitted_at })),
        receipts: receipts
          .all(member.consumer_id)
          .map((row) => ({ receiptId: row.receipt_id, status: row.status, points: row.points, submittedAt: row.submitted_at })),
      };
    },

    /**
     * Erases the account: names, email, birth date, gender, ethnicity, address, consents, survey
     * answers, messages, the referral code and receipt photos go; the homes of sample orders are
     * forgotten; every session ends. The points ledger is append-only and keeps its entries, now
     * tied to an id that names nobody. What must stay once-only is kept as keyed one-way hashes
     * for three years (`erasure-record.ts`, decision 021): signing in again with the same
     * identity starts a new account with an empty balance, which cannot take those again.
     */
    erase(member: MemberRow): void {
      const now = clock.iso();
      const id = member.consumer_id;
      const photos = receipts.all(id);
      db.transaction(() => {
        // First what must stay once-only, as keyed hashes: the person, their once-only credits and samples, their homes.
        erasures.keep(member);
        db.prepare(
          `UPDATE members SET
            identity_sub = 'erased:' || consumer_id, email = 'erased-' || consumer_id || '@erased.invalid', email_verified = 0,
            first_name = '', last_name = '', campaign_name = NULL, loyalty_id = NULL, enrolled = 0, opted_out = 1,
            opted_out_at = COALESCE(opted_out_at, @now), birth_date = NULL, gender = NULL, ethnicity = NULL,
            delivery_first_name = NULL, delivery_last_name = NULL, address_line1 = NULL, address_line2 = NULL, city = NULL,
            postal_code = NULL, province = NULL, consents = NULL, deleted_at = @now, updated_at = @now
          WHERE consumer_id = @id`,
        ).run({ id, now });
        db.prepare('DELETE FROM survey_answers WHERE consumer_id = ?').run(id);
        db.prepare('DELETE FROM messages WHERE consumer_id = ?').run(id);
        db.prepare('DELETE FROM referral_codes WHERE consumer_id = ?').run(id);
        db.prepare(`UPDATE sample_orders SET household_key = 'erased:' || order_id WHERE consumer_id = ?`).run(id);
        db.prepare('DELETE FROM sample_order_keys WHERE order_id IN (SELECT order_id FROM sample_orders WHERE consumer_id = ?)').run(id);
        // The sessions' end reasons are fixed by an earlier migration: an erasure ends them as a logout does.
        sessions.endAll(id, 'logout');
      }).immediate();
      // The rows keep each photo's hash (a photo is still one receipt, whoever sends it again); the photos go.
      for (const photo of photos)
        fs.rmSync(path.join(receiptsDir, `${photo.image_sha256}.${EXTENSION[photo.media_type]}`), { force: true });
    },
  };
}
