import { randomBytes } from 'node:crypto';
import { type ApiOutput, type Locale, withUpcCheckDigit } from '@maple/contracts';
import { fail } from './api-failure';
import { OFFERS, type OfferTerms } from './catalogue';
import type { Services } from './handler-types';
import type { MemberRow } from './members';

interface OfferRow {
  offer_id: string;
  brand: string;
  channel: 'print' | 'promo' | 'retail' | 'grocery' | 'loyalty';
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  value_en: string;
  value_fr: string;
  expires_at: string;
  members_only: number;
}

const TERMS: ReadonlyMap<string, OfferTerms> = new Map(OFFERS.map((offer) => [offer.id, offer.terms]));

/**
 * The coupon service (`OfferDisplay`, `PrintService`): offers with their terms, and print
 * jobs that count every print, so a member prints a coupon at most its limit of times.
 */
export function createCoupons({ db, clock, images }: Pick<Services, 'db' | 'clock' | 'images'>) {
  const offers = db.prepare<[number], OfferRow>('SELECT * FROM offers WHERE members_only = 0 OR ? = 1 ORDER BY sort_order');
  const offer = db.prepare<[string], OfferRow>('SELECT * FROM offers WHERE offer_id = ?');
  // Print jobs keep their offers as a JSON array: a print is one element of one job.
  const printsOf = db.prepare<[string], { offer_id: string; prints: number }>(`
    SELECT j.value AS offer_id, COUNT(*) AS prints
    FROM print_jobs p, json_each(p.offer_ids) j
    WHERE p.consumer_id = ?
    GROUP BY j.value`);
  const insertPrintJob = db.prepare<[string, string, string, string]>(
    'INSERT INTO print_jobs (print_job_id, consumer_id, offer_ids, created_at) VALUES (?, ?, ?, ?)',
  );

  const fr = (locale: Locale) => locale === 'fr-CA';
  const printCounts = (member: MemberRow) => new Map(printsOf.all(member.consumer_id).map((row) => [row.offer_id, row.prints]));

  return {
    /** Coupons with their terms: visitors see the public ones, members also theirs and the prints they have left. */
    offers(locale: Locale, member: MemberRow | null): ApiOutput<'memberOffers'> {
      const printed = member ? printCounts(member) : new Map<string, number>();
      return {
        offers: offers.all(member ? 1 : 0).map((row) => {
          const terms = TERMS.get(row.offer_id) ?? {};
          const printLimit = row.channel === 'print' ? (terms.print?.limit ?? 1) : null;
          return {
            offerId: row.offer_id,
            brand: row.brand,
            title: fr(locale) ? row.title_fr : row.title_en,
            description: fr(locale) ? row.description_fr : row.description_en,
            value: fr(locale) ? row.value_fr : row.value_en,
            channel: row.channel,
            expiresAt: row.expires_at,
            membersOnly: row.members_only === 1,
            promoCode: terms.promoCode ?? null,
            printLimit,
            printsLeft: member && printLimit !== null ? Math.max(0, printLimit - (printed.get(row.offer_id) ?? 0)) : null,
            partnerPage: terms.partnerPage ?? null,
            image: images.image('coupon', row.offer_id, locale),
          };
        }),
      };
    },

    /**
     * Prints coupons (each id once): 400 when one is not a print coupon; 422 when one has
     * expired or was printed as many times as its limit allows. The count and the job are
     * written in one transaction, so two jobs at once cannot print past the limit.
     */
    print(member: MemberRow, offerIds: readonly string[], locale: Locale): ApiOutput<'printCoupons'> {
      const unique = [...new Set(offerIds)];
      return db
        .transaction(() => {
          const rows = unique.map((id) => offer.get(id));
          if (rows.some((row) => row?.channel !== 'print')) throw fail.badRequest();
          const printed = printCounts(member);
          const now = clock.iso();
          const coupons = (rows as OfferRow[]).map((row) => {
            const terms = TERMS.get(row.offer_id)?.print ?? { limit: 1, upc: null };
            const printsLeft = terms.limit - (printed.get(row.offer_id) ?? 0);
            if (row.expires_at <= now || printsLeft <= 0 || terms.upc === null) throw fail.unprocessable();
            return { row, printsLeft: printsLeft - 1, barcode: withUpcCheckDigit(terms.upc) };
          });
          const printJobId = `PJ-${randomBytes(5).toString('hex').toUpperCase()}`;
          insertPrintJob.run(printJobId, member.consumer_id, JSON.stringify(unique), now);
          return {
            printJobId,
            offerIds: unique,
            coupons: coupons.map(({ row, printsLeft, barcode }, index) => ({
              offerId: row.offer_id,
              brand: row.brand,
              title: fr(locale) ? row.title_fr : row.title_en,
              value: fr(locale) ? row.value_fr : row.value_en,
              expiresAt: row.expires_at,
              barcode,
              serial: `${printJobId}-${index + 1}`,
              printsLeft,
            })),
          };
        })
        .immediate();
    },
  };
}
