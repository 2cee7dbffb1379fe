import { randomBytes } from 'node:crypto';
import { API_MESSAGES, type ApiOutput, type Locale } from '@maple/contracts';
import { fail } from './api-failure';
import type { Services } from './handler-types';
import { householdOfMember, rekeyHouseholds } from './households';
import type { MemberRow } from './members';

interface IncentiveRow {
  incentive_id: string;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  stock: number;
}

interface OrderRow {
  order_id: string;
  incentive_id: string;
  name_en: string;
  name_fr: string;
  status: string;
  ordered_at: string;
}

/**
 * Free samples: one of each per member or household (the same postal code, civic number and
 * street, however the address is written: `householdKey` in contracts).
 */
export function createSamples({ db, clock }: Pick<Services, 'db' | 'clock'>) {
  rekeyHouseholds(db, clock.iso);
  const incentives = db.prepare<[], IncentiveRow>('SELECT * FROM incentives ORDER BY sort_order');
  const incentive = db.prepare<[string], IncentiveRow>('SELECT * FROM incentives WHERE incentive_id = ?');
  const orderedBy = db.prepare<[string, string, string], { found: number }>(
    'SELECT 1 AS found FROM sample_orders WHERE incentive_id = ? AND (consumer_id = ? OR household_key = ?)',
  );
  const takeStock = db.prepare<[string]>('UPDATE incentives SET stock = stock - 1 WHERE incentive_id = ? AND stock > 0');
  const insertOrder = db.prepare<[string, string, string, string, string, string]>(
    'INSERT INTO sample_orders (order_id, consumer_id, incentive_id, household_key, status, ordered_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const ordersOf = db.prepare<[string], OrderRow>(`
    SELECT o.order_id, o.incentive_id, i.name_en, i.name_fr, o.status, o.ordered_at
    FROM sample_orders o JOIN incentives i ON i.incentive_id = o.incentive_id
    WHERE o.consumer_id = ? ORDER BY o.ordered_at DESC, o.rowid DESC`);

  const toOrder = (row: OrderRow, locale: Locale) => ({
    orderId: row.order_id,
    incentiveId: row.incentive_id,
    name: locale === 'fr-CA' ? row.name_fr : row.name_en,
    status: row.status,
    orderedAt: row.ordered_at,
  });

  return {
    /**
     * The samples and where each stands: out of stock, already ordered by the member or their
     * household (members only), or available.
     */
    list(locale: Locale, member: MemberRow | null): ApiOutput<'samples'> {
      const household = member ? householdOfMember(member) : null;
      return {
        incentives: incentives.all().map((row) => {
          const ordered = member !== null && orderedBy.get(row.incentive_id, member.consumer_id, household ?? '') !== undefined;
          const status = ordered ? 'alreadyOrdered' : row.stock > 0 ? 'available' : 'outOfStock';
          return {
            incentiveId: row.incentive_id,
            name: locale === 'fr-CA' ? row.name_fr : row.name_en,
            description: locale === 'fr-CA' ? row.description_fr : row.description_en,
            available: status === 'available',
            status,
          };
        }),
      };
    },

    /** Orders a sample: 400 unknown, 422 without a delivery address, already ordered, or out of stock. */
    order(member: MemberRow, incentiveId: string, locale: Locale): ApiOutput<'orderSample'> {
      return db
        .transaction(() => {
          const found = incentive.get(incentiveId);
          if (!found) throw fail.badRequest(API_MESSAGES.invalidIncentiveId);
          const household = householdOfMember(member);
          if (!household) throw fail.unprocessable(API_MESSAGES.ineligibleForSample);
          if (orderedBy.get(incentiveId, member.consumer_id, household)) throw fail.unprocessable(API_MESSAGES.sampleAlreadyOrdered);
          if (takeStock.run(incentiveId).changes === 0) throw fail.unprocessable(API_MESSAGES.rewardOutOfStock);
          const orderId = `SO-${randomBytes(5).toString('hex').toUpperCase()}`;
          const orderedAt = clock.iso();
          insertOrder.run(orderId, member.consumer_id, incentiveId, household, 'Submitted', orderedAt);
          return toOrder(
            {
              order_id: orderId,
              incentive_id: incentiveId,
              name_en: found.name_en,
              name_fr: found.name_fr,
              status: 'Submitted',
              ordered_at: orderedAt,
            },
            locale,
          );
        })
        .immediate();
    },

    /** A member's sample orders, newest first. */
    orders(member: MemberRow, locale: Locale): ApiOutput<'orders'> {
      return { orders: ordersOf.all(member.consumer_id).map((row) => toOrder(row, locale)) };
    },
  };
}
