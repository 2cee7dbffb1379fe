import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@maple/contracts';
import { fail } from './api-failure';
import type { ConsumerApiDatabase } from './database';
import type { Bilingual, Clock } from './types';

/** Earning adds points; a redemption debits them; a refund gives back exactly one debit. */
export type LedgerKind = 'earn' | 'redeem' | 'refund';

/** What an entry records. Points are signed: negative for a debit. */
export interface LedgerEntryInput {
  readonly consumerId: string;
  readonly kind: LedgerKind;
  readonly typeCode: string;
  readonly points: number;
  readonly causePoints?: number;
  readonly sweepstakesEntries?: number;
  readonly description: Bilingual;
  /** Set for what credits once (a survey, a quiz, an onboarding step, a day's sign-in). */
  readonly creditKey?: string;
  /** What the entry is about, e.g. the survey id. */
  readonly reference?: string;
  /** The redemption a debit or refund belongs to. */
  readonly orderReference?: string;
}

/** One stored entry. */
interface LedgerEntryRow {
  entry_id: number;
  transaction_id: string;
  consumer_id: string;
  kind: LedgerKind;
  type_code: string;
  points: number;
  cause_points: number;
  sweepstakes_entries: number;
  description_en: string;
  description_fr: string;
  credit_key: string | null;
  reference: string | null;
  order_reference: string | null;
  created_at: string;
}

/** A member's running totals: all three are sums over the ledger, never stored. */
interface LedgerTotals {
  points: number;
  causePoints: number;
  sweepstakesEntries: number;
}

/**
 * The append-only points ledger. Every balance is a SUM over the entries; entries are only
 * ever inserted (the database refuses UPDATE and DELETE and a balance below zero). A once-only
 * credit is refused when the member has it, or `takenBefore` says their person took it in an
 * erased account.
 */
export function createLedger(
  db: ConsumerApiDatabase,
  clock: Clock,
  { takenBefore }: { takenBefore?: (consumerId: string, creditKey: string) => boolean } = {},
) {
  const insert = db.prepare(`
    INSERT INTO ledger_entries (
      transaction_id, consumer_id, kind, type_code, points, cause_points, sweepstakes_entries,
      description_en, description_fr, credit_key, reference, order_reference, created_at
    ) VALUES (
      @transactionId, @consumerId, @kind, @typeCode, @points, @causePoints, @sweepstakesEntries,
      @descriptionEn, @descriptionFr, @creditKey, @reference, @orderReference, @createdAt
    )`);
  const totalsOf = db.prepare<[string], LedgerTotals>(`
    SELECT COALESCE(SUM(points), 0) AS points,
           COALESCE(SUM(cause_points), 0) AS causePoints,
           COALESCE(SUM(sweepstakes_entries), 0) AS sweepstakesEntries
    FROM ledger_entries WHERE consumer_id = ?`);
  const credited = db.prepare<[string, string], { found: number }>(
    'SELECT 1 AS found FROM ledger_entries WHERE consumer_id = ? AND credit_key = ?',
  );
  const debitOf = db.prepare<[string, string], LedgerEntryRow>(
    `SELECT * FROM ledger_entries WHERE consumer_id = ? AND order_reference = ? AND kind = 'redeem'`,
  );

  function append(entry: LedgerEntryInput): string {
    const transactionId = `TX-${randomUUID()}`;
    insert.run({
      transactionId,
      consumerId: entry.consumerId,
      kind: entry.kind,
      typeCode: entry.typeCode,
      points: entry.points,
      causePoints: entry.causePoints ?? 0,
      sweepstakesEntries: entry.sweepstakesEntries ?? 0,
      descriptionEn: entry.description.en,
      descriptionFr: entry.description.fr,
      creditKey: entry.creditKey ?? null,
      reference: entry.reference ?? null,
      orderReference: entry.orderReference ?? null,
      createdAt: clock.iso(),
    });
    return transactionId;
  }

  function totals(consumerId: string): LedgerTotals {
    return totalsOf.get(consumerId) ?? { points: 0, causePoints: 0, sweepstakesEntries: 0 };
  }

  return {
    append,
    totals,
    balance: (consumerId: string) => totals(consumerId).points,

    /** Appends an earning unless its credit key was already credited; true when it was added. */
    creditOnce(entry: LedgerEntryInput & { creditKey: string; kind: 'earn' }): boolean {
      return db
        .transaction(() => {
          if (credited.get(entry.consumerId, entry.creditKey) || takenBefore?.(entry.consumerId, entry.creditKey)) return false;
          append(entry);
          return true;
        })
        .immediate();
    },

    /**
     * The atomic check-and-debit: in one IMMEDIATE transaction, reads the balance and
     * appends the debit only if it covers `points`; else 422 insufficientPoints.
     */
    debit(entry: {
      consumerId: string;
      points: number;
      orderReference: string;
      typeCode: string;
      description: Bilingual;
      reference: string;
    }) {
      return db
        .transaction(() => {
          if (totals(entry.consumerId).points < entry.points) throw fail.unprocessable(API_MESSAGES.insufficientPoints);
          return append({ ...entry, kind: 'redeem', points: -entry.points });
        })
        .immediate();
    },

    /** Gives back the debit of an order (once: the database refuses a second refund). */
    refund(consumerId: string, orderReference: string, description: Bilingual): string {
      const debit = debitOf.get(consumerId, orderReference);
      if (!debit) throw new Error(`no debit to refund for order ${orderReference}`);
      return append({
        consumerId,
        kind: 'refund',
        typeCode: 'REDEMPTION_REFUND',
        points: -debit.points,
        description,
        reference: debit.reference ?? undefined,
        orderReference,
      });
    },
  };
}

/** The ledger of one database. */
export type Ledger = ReturnType<typeof createLedger>;
