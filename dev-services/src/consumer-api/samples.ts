import { randomBytes } from 'node:crypto';
import { API_MESSAGES, type ApiOutput, type Locale, SAMPLE_ORDERS_PER_BUILDING } from '@maple/contracts';
import type { Household } from './household-of';
import { fail } from './api-failure';
import type { Services } from './handler-types';
import { createSampleOrderKeys, householdOfMember, rekeyHouseholds } from './households';
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
 * Free samples: one of each per member or household (a home: the civic number, street and unit,
 * however the address is written: `householdOf` in household-of.ts), and at most
 * `SAMPLE_ORDERS_PER_BUILDING` of each per building, whatever units the orders named.
 */
export function createSamples({ db, clock, erasures, images }: Pick<Services, 'db' | 'clock' | 'erasures' | 'images'>) {
  rekeyHouseholds(db, clock.iso);
  const incentives = db.prepare<[], IncentiveRow>('SELECT * FROM incentives ORDER BY sort_order');
  const incentive = db.prepare<[string], IncentiveRow>('SELECT * FROM incentives WHERE incentive_id = ?');
  const orderedByMember = db.prepare<[string, string], { found: number }>(
    'SELECT 1 AS found FROM sample_orders WHERE incentive_id = ? AND consumer_id = ?',
  );
  const homeTaken = db.prepare<[string, string], { found: number }>(
    `SELECT 1 AS found FROM sample_order_keys WHERE incentive_id = ? AND kind = 'home' AND key = ?`,
  );
  const buildingOrders = db.prepare<[string, string], { orders: number }>(
    `SELECT COUNT(*) AS orders FROM sample_order_keys WHERE incentive_id = ? AND kind = 'building' AND key = ?`,
  );
  const keys = createSampleOrderKeys(db);

  /**
   * True when the member, or their home under any reading of its address, has ordered the
   * sample, in this account or in an erased one.
   */
  function ordered(incentiveId: string, member: MemberRow, household: Household | null): boolean {
    if (orderedByMember.get(incentiveId, member.consumer_id) || erasures.sampleTakenBefore(member, incentiveId)) return true;
    if (household === null) return false;
    return (
      household.keys.some((key) => homeTaken.get(incentiveId, key) !== undefined) || erasures.homeOrderedBefore(incentiveId, household.keys)
    );
  }

  /** True when a building the address may name has had its share of the sample, erased accounts' orders included. */
  const buildingFull = (incentiveId: string, household: Household) =>
    household.civicKeys.some(
      (key) =>
        (buildingOrders.get(incentiveId, key)?.orders ?? 0) + erasures.buildingOrdersBefore(incentiveId, key) >= SAMPLE_ORDERS_PER_BUILDING,
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
          const status =
            member !== null && ordered(row.incentive_id, member, household) ? 'alreadyOrdered' : row.stock > 0 ? 'available' : 'outOfStock';
          return {
            incentiveId: row.incentive_id,
            name: locale === 'fr-CA' ? row.name_fr : row.name_en,
            description: locale === 'fr-CA' ? row.description_fr : row.description_en,
            available: status === 'available',
            status,
            image: images.image('sample', row.incentive_id, locale),
          };
        }),
      };
    },

    /**
     * Orders a sample: 400 unknown, 422 without a delivery address, already ordered (by the
     * member or their home), the building's share given, or out of stock.
     */
    order(member: MemberRow, incentiveId: string, locale: Locale): ApiOutput<'orderSample'> {
      return db
        .transaction(() => {
          const found = incentive.get(incentiveId);
          if (!found) throw fail.badRequest(API_MESSAGES.invalidIncentiveId);
          const household = householdOfMember(member);
          if (!household) throw fail.unprocessable(API_MESSAGES.ineligibleForSample);
          if (ordered(incentiveId, member, household)) throw fail.unprocessable(API_MESSAGES.sampleAlreadyOrdered);
          if (buildingFull(incentiveId, household)) throw fail.unprocessable(API_MESSAGES.sampleAddressLimitReached);
          if (takeStock.run(incentiveId).changes === 0) throw fail.unprocessable(API_MESSAGES.rewardOutOfStock);
          const orderId = `SO-${randomBytes(5).toString('hex').toUpperCase()}`;
          const orderedAt = clock.iso();
          insertOrder.run(orderId, member.consumer_id, incentiveId, household.key, 'Submitted', orderedAt);
          keys.record(orderId, incentiveId, household);
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
