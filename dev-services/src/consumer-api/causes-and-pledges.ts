import type { ApiOutput, Locale } from '@maple/contracts';
import type { ConsumerApiDatabase } from './database';
import type { MemberRow } from './members';
import type { Clock } from './types';

interface CauseImpactRow {
  cause_id: string;
  short_key: string | null;
  name_en: string;
  name_fr: string;
  supporters: number;
  community_cause_points: number;
  donated_cad: number;
  pledges: number;
}

interface PledgeRow {
  cause_id: string;
  pledged_at: string;
  name_en: string;
  name_fr: string;
}

/** What the history shows for a pledge: an issued cause donation of 0 points with the pledge id (spec section 4 keeps it). */
const PLEDGE_TYPE_CODE = 'PLEDGE';

/**
 * The causes with the community's impact on each (supporters, their cause points, dollars
 * donated through points, pledges), and the charity pledge: a member pledges their support
 * to their current cause, once per cause.
 */
export function createCausesAndPledges({ db, clock }: { db: ConsumerApiDatabase; clock: Clock }) {
  const impact = db.prepare<[], CauseImpactRow>(`
    SELECT c.cause_id, c.short_key, c.name_en, c.name_fr,
      (SELECT COUNT(*) FROM members m WHERE m.enrolled = 1 AND m.opted_out = 0 AND m.charitable_cause = c.cause_id) AS supporters,
      (SELECT COALESCE(SUM(l.cause_points), 0) FROM ledger_entries l JOIN members m ON m.consumer_id = l.consumer_id
        WHERE m.enrolled = 1 AND m.charitable_cause = c.cause_id) AS community_cause_points,
      (SELECT COALESCE(SUM(i.value_cad), 0) FROM issued_rewards i JOIN rewards r ON r.reward_id = i.reward_id
        WHERE i.status = 'Approved' AND r.reward_kind = 'CAUSE_DONATION' AND r.Charity_ID = c.cause_id) AS donated_cad,
      (SELECT COUNT(*) FROM pledges p WHERE p.cause_id = c.cause_id) AS pledges
    FROM causes c ORDER BY c.sort_order`);
  const insertPledge = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO pledges (consumer_id, cause_id, pledged_at) VALUES (?, ?, ?)',
  );
  const pledgesOf = db.prepare<[string], PledgeRow>(`
    SELECT p.cause_id, p.pledged_at, c.name_en, c.name_fr FROM pledges p JOIN causes c ON c.cause_id = p.cause_id
    WHERE p.consumer_id = ? ORDER BY p.pledged_at DESC, p.rowid DESC`);

  return {
    /** Every cause in the caller's language, with the community's impact. */
    causes(locale: Locale): ApiOutput<'causes'> {
      return {
        causes: impact.all().map((row) => ({
          causeId: row.cause_id,
          shortKey: row.short_key,
          name: locale === 'fr-CA' ? row.name_fr : row.name_en,
          supporters: row.supporters,
          communityCausePoints: row.community_cause_points,
          donatedCad: Math.round(row.donated_cad * 100) / 100,
          pledges: row.pledges,
        })),
      };
    },

    /** The member pledges their support to their current cause; pledging again for the same cause changes nothing. */
    pledge(member: MemberRow) {
      insertPledge.run(member.consumer_id, member.charitable_cause, clock.iso());
    },

    /** The member's pledges, newest first. */
    pledges(member: MemberRow): ApiOutput<'pledges'> {
      return { pledges: pledgesOf.all(member.consumer_id).map((row) => ({ causeId: row.cause_id, pledgedAt: row.pledged_at })) };
    },

    /** The member's pledges as the history lists them: issued cause donations of 0 points, reward code 648. */
    pledgesAsIssuedRewards(member: MemberRow, locale: Locale, pledgeId: string) {
      return pledgesOf.all(member.consumer_id).map((row) => ({
        orderReference: `PLEDGE-${row.cause_id}`,
        status: 'Approved',
        typeCode: PLEDGE_TYPE_CODE,
        title: locale === 'fr-CA' ? `Engagement envers ${row.name_fr}` : `Pledge of support to ${row.name_en}`,
        value: 0,
        issuedAt: row.pledged_at,
        details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 0, rewardCode: pledgeId },
      }));
    },
  };
}

/** The causes and pledges of one server. */
export type CausesAndPledges = ReturnType<typeof createCausesAndPledges>;
