import { type Household, householdOf } from './household-of';
import type { ConsumerApiDatabase } from './database';
import type { MemberRow } from './members';

/**
 * The version of the household rule the stored keys follow: 1 compared postal code and line 1
 * as typed (case and spacing aside); 2 read the street address (`householdOf` in household-of.ts:
 * street types, unit designators, punctuation, accents, both languages) without the unit; 3
 * compares the unit (flats are homes of their own), keeps every reading of an address and the
 * building of each, in the postal code's forward sortation area.
 */
const HOUSEHOLD_RULE_VERSION = 3;

/** The household a member's delivery address belongs to (one sample each per member or household). */
export function householdOfMember(member: Pick<MemberRow, 'postal_code' | 'address_line1' | 'address_line2'>): Household | null {
  return householdOf({ postalCode: member.postal_code, line1: member.address_line1, line2: member.address_line2 });
}

/** The homes and buildings a sample order counts for, one row each. */
export function createSampleOrderKeys(db: ConsumerApiDatabase) {
  const insert = db.prepare<[string, string, 'home' | 'building', string]>(
    'INSERT OR IGNORE INTO sample_order_keys (order_id, incentive_id, kind, key) VALUES (?, ?, ?, ?)',
  );
  const forget = db.prepare<[string]>('DELETE FROM sample_order_keys WHERE order_id = ?');
  return {
    /** Records (anew) what an order counts for. */
    record(orderId: string, incentiveId: string, household: Household): void {
      forget.run(orderId);
      for (const key of household.keys) insert.run(orderId, incentiveId, 'home', key);
      for (const key of household.civicKeys) insert.run(orderId, incentiveId, 'building', key);
    },
    forget: (orderId: string) => forget.run(orderId),
  };
}

/**
 * Brings the household keys of past sample orders to the current rule, once per rule version
 * (recorded in `seed_state`), so an order placed under an old rule still counts for its home
 * and building. A delivery address cannot change once on file, so the member's address is the
 * one the order went to; an erased member's orders keep what their erasure kept. Two past
 * orders of one sample that the new rule finds in one home both stay (they were accepted): the
 * later keeps a key of its own.
 */
export function rekeyHouseholds(db: ConsumerApiDatabase, nowIso: () => string): number {
  const current = db.prepare<[], { version: number }>(`SELECT version FROM seed_state WHERE name = 'household-rule'`).get()?.version ?? 1;
  if (current >= HOUSEHOLD_RULE_VERSION) return 0;
  const orders = db.prepare<
    [],
    { order_id: string; incentive_id: string; household_key: string } & Parameters<typeof householdOfMember>[0]
  >(`
    SELECT o.order_id, o.incentive_id, o.household_key, m.postal_code, m.address_line1, m.address_line2
    FROM sample_orders o JOIN members m ON m.consumer_id = o.consumer_id
    ORDER BY o.ordered_at, o.rowid`);
  const taken = db.prepare<[string, string, string], { found: number }>(
    'SELECT 1 AS found FROM sample_orders WHERE incentive_id = ? AND household_key = ? AND order_id <> ?',
  );
  const rekey = db.prepare<[string, string]>('UPDATE sample_orders SET household_key = ? WHERE order_id = ?');
  const keys = createSampleOrderKeys(db);
  let changed = 0;
  db.transaction(() => {
    for (const order of orders.all()) {
      const household = householdOfMember(order);
      if (!household) continue;
      keys.record(order.order_id, order.incentive_id, household);
      if (household.key === order.household_key) continue;
      const unique = taken.get(order.incentive_id, household.key, order.order_id) ? `${household.key}#${order.order_id}` : household.key;
      rekey.run(unique, order.order_id);
      changed += 1;
    }
    db.prepare(
      `INSERT INTO seed_state (name, version, applied_at) VALUES ('household-rule', ?, ?)
       ON CONFLICT (name) DO UPDATE SET version = excluded.version, applied_at = excluded.applied_at`,
    ).run(HOUSEHOLD_RULE_VERSION, nowIso());
  }).immediate();
  return changed;
}
