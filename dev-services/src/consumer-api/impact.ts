import type { ApiOutput, Locale } from '@maple/contracts';
import type { Services } from './handler-types';
import type { MemberRow } from './members';

/** Months of cause points the dashboard shows. */
const IMPACT_MONTHS = 6;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The last `count` calendar months (UTC) up to the one of `now`, oldest first, as `YYYY-MM`. */
function lastMonths(now: number, count: number): string[] {
  const date = new Date(now);
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (count - 1 - index), 1));
    return month.toISOString().slice(0, 7);
  });
}

/** The impact dashboard's figures: the member's cause points and donations, and the community's. */
export function createImpact({ db, ledger, clock }: Pick<Services, 'db' | 'ledger' | 'clock'>) {
  const causes = db.prepare<[], { cause_id: string; name_en: string; name_fr: string }>(
    'SELECT cause_id, name_en, name_fr FROM causes ORDER BY sort_order',
  );
  const causePointsByMonth = db.prepare<[string, string], { month: string; cause_points: number }>(`
    SELECT substr(created_at, 1, 7) AS month, SUM(cause_points) AS cause_points FROM ledger_entries
    WHERE consumer_id = ? AND cause_points > 0 AND created_at >= ? GROUP BY month`);
  const donations = db.prepare<[string], { cause_id: string; count: number; points: number; value: number }>(`
    SELECT r.Charity_ID AS cause_id, COUNT(*) AS count, SUM(i.points_redeemed) AS points, SUM(i.value_cad) AS value
    FROM issued_rewards i JOIN rewards r ON r.reward_id = i.reward_id
    WHERE i.consumer_id = ? AND i.status = 'Approved' AND r.reward_kind = 'CAUSE_DONATION' AND i.points_redeemed > 0
      AND r.Charity_ID IS NOT NULL
    GROUP BY r.Charity_ID ORDER BY value DESC`);
  const community = db.prepare<[], { members: number; cause_points: number; donated: number }>(`
    SELECT (SELECT COUNT(*) FROM members WHERE enrolled = 1 AND opted_out = 0 AND deleted_at IS NULL) AS members,
      (SELECT COALESCE(SUM(cause_points), 0) FROM ledger_entries) AS cause_points,
      (SELECT COALESCE(SUM(i.value_cad), 0) FROM issued_rewards i JOIN rewards r ON r.reward_id = i.reward_id
        WHERE i.status = 'Approved' AND r.reward_kind = 'CAUSE_DONATION' AND i.points_redeemed > 0) AS donated`);
  const communityByCause = db.prepare<[], { cause_id: string; supporters: number; cause_points: number; donated: number }>(`
    SELECT c.cause_id,
      (SELECT COUNT(*) FROM members m WHERE m.charitable_cause = c.cause_id AND m.enrolled = 1 AND m.opted_out = 0 AND m.deleted_at IS NULL)
        AS supporters,
      (SELECT COALESCE(SUM(l.cause_points), 0) FROM ledger_entries l JOIN members m ON m.consumer_id = l.consumer_id
        WHERE m.charitable_cause = c.cause_id) AS cause_points,
      (SELECT COALESCE(SUM(i.value_cad), 0) FROM issued_rewards i JOIN rewards r ON r.reward_id = i.reward_id
        WHERE i.status = 'Approved' AND r.reward_kind = 'CAUSE_DONATION' AND i.points_redeemed > 0 AND r.Charity_ID = c.cause_id)
        AS donated
    FROM causes c`);

  return {
    /** The member's impact and the community's, names in the caller's language. */
    impact(member: MemberRow, locale: Locale): ApiOutput<'impact'> {
      const names = new Map(causes.all().map((row) => [row.cause_id, locale === 'fr-CA' ? row.name_fr : row.name_en]));
      const nameOf = (causeId: string) => names.get(causeId) ?? causeId;
      const months = lastMonths(clock.now(), IMPACT_MONTHS);
      const byMonth = new Map(
        causePointsByMonth.all(member.consumer_id, `${months[0] ?? ''}-01`).map((row) => [row.month, row.cause_points]),
      );
      const totals = community.get() ?? { members: 0, cause_points: 0, donated: 0 };
      return {
        cause: { causeId: member.charitable_cause, name: nameOf(member.charitable_cause) },
        causePoints: ledger.totals(member.consumer_id).causePoints,
        causePointsByMonth: months.map((month) => ({ month, causePoints: byMonth.get(month) ?? 0 })),
        donations: donations.all(member.consumer_id).map((row) => ({
          causeId: row.cause_id,
          name: nameOf(row.cause_id),
          count: row.count,
          pointsRedeemed: row.points,
          valueCad: cents(row.value),
        })),
        community: {
          members: totals.members,
          causePoints: totals.cause_points,
          donatedCad: cents(totals.donated),
          causes: communityByCause
            .all()
            .map((row) => ({
              causeId: row.cause_id,
              name: nameOf(row.cause_id),
              supporters: row.supporters,
              causePoints: row.cause_points,
              donatedCad: cents(row.donated),
            }))
            .sort((a, b) => b.donatedCad - a.donatedCad || b.causePoints - a.causePoints || b.supporters - a.supporters),
        },
      };
    },
  };
}
