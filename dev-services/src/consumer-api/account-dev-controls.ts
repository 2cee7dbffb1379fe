import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { fail } from './api-failure';
import { PLEDGE_ID } from './catalogue';
import type { Services } from './handler-types';
import { readJsonBody, sendJson } from './http-io';

const seedRequestSchema = z.object({ consumerId: z.string().check(z.minLength(1)) });

/** How many earnings a seeded history holds: more than one page of 10. */
export const SEEDED_EARNINGS = 14;

/**
 * Development controls of the account (outside production, loopback only like the others):
 * `POST /__dev/members/history { consumerId }` gives a member a history with more than one
 * page and every kind of issued reward the site's filter decides on (spec section 4): an
 * approved gift card and donation, the pledge, a refunded (cancelled) gift card and a cause
 * donation of zero points that is not the pledge.
 */
export function createAccountDevControls({ db, ledger, clock, members }: Pick<Services, 'db' | 'ledger' | 'clock' | 'members'>) {
  const reward = db.prepare<[string], { reward_id: string; reward_kind: string; point_cost: number; value_cad: number }>(
    'SELECT reward_id, reward_kind, point_cost, value_cad FROM rewards WHERE reward_id = ?',
  );
  const insertIssued = db.prepare(`
    INSERT INTO issued_rewards (order_reference, consumer_id, reward_id, reward_type, quantity, points_redeemed, value_cad, status, type_code, reward_code, issued_at)
    VALUES (@orderReference, @consumerId, @rewardId, @rewardType, 1, @points, @value, @status, @typeCode, @rewardCode, @issuedAt)`);

  function seed(consumerId: string) {
    let order = 0;
    // Each seeded row one second apart, so the newest-first order is the order written here.
    const at = () => new Date(clock.now() - 60_000 + order * 1000).toISOString();
    const issue = (rewardId: string, options: { status: 'Approved' | 'Cancelled'; points: number; typeCode: string; code: string }) => {
      const row = reward.get(rewardId);
      if (!row) throw new Error(`no reward ${rewardId} to seed`);
      order += 1;
      const orderReference = `MR-SEED-${consumerId.slice(0, 8)}-${order}`;
      if (options.points > 0) {
        ledger.debit({
          consumerId,
          points: options.points,
          orderReference,
          typeCode: 'REWARD_REDEMPTION',
          reference: rewardId,
          description: { en: `Redeemed: ${rewardId}`, fr: `Échangé\u00a0: ${rewardId}` },
        });
        if (options.status === 'Cancelled')
          ledger.refund(consumerId, orderReference, { en: `Refund: ${rewardId}`, fr: `Remboursement\u00a0: ${rewardId}` });
      }
      insertIssued.run({
        orderReference,
        consumerId,
        rewardId,
        rewardType: row.reward_kind,
        points: options.points,
        value: options.points > 0 ? row.value_cad : 0,
        status: options.status,
        typeCode: options.typeCode,
        rewardCode: options.code,
        issuedAt: at(),
      });
    };
    db.transaction(() => {
      for (let index = 1; index <= SEEDED_EARNINGS; index += 1) {
        order += 1;
        ledger.append({
          consumerId,
          kind: 'earn',
          typeCode: 'DEV_SEED',
          points: 250,
          description: { en: `Seeded activity ${index}`, fr: `Activité de démonstration ${index}` },
        });
      }
      issue('GC-TIMHORTONS-5', { status: 'Approved', points: 500, typeCode: 'REWARD_ISSUED', code: 'GC-SEED-0001' });
      issue('DON-006WWF-500', { status: 'Approved', points: 500, typeCode: 'REWARD_ISSUED', code: 'DN-SEED-0002' });
      issue('GC-INDIGO-25', { status: 'Cancelled', points: 2500, typeCode: 'CANCELLED_REDEMPTION', code: '' });
      issue('DON-003EPP-500', { status: 'Approved', points: 0, typeCode: 'REWARD_ISSUED', code: 'DN-SEED-ZERO' });
      issue('DON-006WWF-500', { status: 'Approved', points: 0, typeCode: 'PLEDGE', code: PLEDGE_ID });
    }).immediate();
  }

  return {
    /** Answers a request of these controls; false for a path that is not theirs. */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      if (url.pathname.replace(/\/$/, '') !== '/__dev/members/history') return false;
      if (req.method !== 'POST') throw fail.notFound();
      const parsed = seedRequestSchema.safeParse(await readJsonBody(req));
      if (!parsed.success) throw fail.badRequest();
      if (!members.find(parsed.data.consumerId)) throw fail.notFound();
      seed(parsed.data.consumerId);
      sendJson(res, 201, { ok: true, consumerId: parsed.data.consumerId });
      return true;
    },
  };
}
