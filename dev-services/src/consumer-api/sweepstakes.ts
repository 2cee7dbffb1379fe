import { randomInt, randomUUID } from 'node:crypto';
import type { ApiOutput, Locale, Sweepstakes, SweepstakesWin } from '@maple/contracts';
import { fail } from './api-failure';
import type { ConsumerApiDatabase } from './database';
import type { MemberRow } from './members';
import { MINIMUM_AGE, PROVINCES_AND_TERRITORIES, type SweepstakesPeriod, sweepstakesRulesOf } from './sweepstakes-rules';
import { type Clock, inLocale } from './types';

const TORONTO = 'America/Toronto';

/** The offset of Toronto from UTC at an instant, in minutes (−300 in winter, −240 in summer). */
function torontoOffsetMinutes(epochMs: number): number {
  const name = new Intl.DateTimeFormat('en-CA', { timeZone: TORONTO, timeZoneName: 'longOffset' })
    .formatToParts(new Date(epochMs))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant of a wall-clock time in Toronto (months from 1; overflowing days roll over like Date.UTC). */
function torontoInstant(year: number, month: number, day: number, hours: number, minutes: number, seconds: number): number {
  const asIfUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  // The offset of the instant itself (a second guess settles the days when the clocks change).
  const guess = asIfUtc - torontoOffsetMinutes(asIfUtc) * 60_000;
  return asIfUtc - torontoOffsetMinutes(guess) * 60_000;
}

/**
 * The round of a sweepstakes that contains `now`, in Toronto time: it opens on the first day
 * of the month (or quarter) at midnight, closes on its last day at 23:59:59 and is drawn the
 * next day at noon.
 */
export function sweepstakesRound(now: number, period: SweepstakesPeriod): { opensAt: string; closesAt: string; drawAt: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TORONTO, year: 'numeric', month: 'numeric' }).formatToParts(new Date(now));
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const firstMonth = period === 'month' ? month : month - ((month - 1) % 3);
  const nextFirstMonth = firstMonth + (period === 'month' ? 1 : 3);
  const iso = (epochMs: number) => new Date(epochMs).toISOString();
  return {
    opensAt: iso(torontoInstant(year, firstMonth, 1, 0, 0, 0)),
    // Day 0 of the next period is the last day of this one.
    closesAt: iso(torontoInstant(year, nextFirstMonth, 0, 23, 59, 59)),
    drawAt: iso(torontoInstant(year, nextFirstMonth, 1, 12, 0, 0)),
  };
}

/**
 * A skill-testing question: arithmetic with multiplication, addition and subtraction, as
 * Canadian contests ask, e.g. `(7 × 8) + 25 − 9` (answer 72).
 */
export function skillTestingQuestion(pick: (min: number, maxInclusive: number) => number = (min, max) => randomInt(min, max + 1)) {
  const a = pick(2, 12);
  const b = pick(2, 12);
  const c = pick(5, 60);
  const d = pick(1, c);
  return { question: `(${a} × ${b}) + ${c} − ${d}`, answer: a * b + c - d };
}

interface DrawRow {
  draw_id: string;
  sweepstakes_id: string;
  consumer_id: string;
  question: string;
  expected_answer: number;
  status: SweepstakesWin['status'];
  drawn_at: string;
  answered_at: string | null;
}

interface SweepstakesRow {
  reward_id: string;
  Reward_Detail: string;
  Reward_Detail_FR: string;
}

const toWin = (row: DrawRow): SweepstakesWin => ({
  drawId: row.draw_id,
  drawnAt: row.drawn_at,
  status: row.status,
  question: row.status === 'awaiting-answer' ? row.question : null,
  answeredAt: row.answered_at,
});

/**
 * The sweepstakes: official rules, entries per round (bought with points, plus the 5
 * automatic entries of each survey reward where the rules say so), the draw of a winner
 * (a dev control today) and the winner's skill-testing question. A round is everything
 * entered since the sweepstakes was last drawn.
 */
export function createSweepstakes({ db, clock }: { db: ConsumerApiDatabase; clock: Clock }) {
  const sweepstakesRows = db.prepare<[], SweepstakesRow>(
    `SELECT reward_id, Reward_Detail, Reward_Detail_FR FROM rewards WHERE reward_kind = 'SWEEPSTAKES' ORDER BY sort_order`,
  );
  const lastDraw = db.prepare<[string], { drawn_at: string | null }>(
    'SELECT MAX(drawn_at) AS drawn_at FROM sweepstakes_draws WHERE sweepstakes_id = ?',
  );
  // Only members who can still take part: enrolled and not opted out.
  const boughtEntries = db.prepare<[string, string], { consumer_id: string; entries: number }>(`
    SELECT i.consumer_id, SUM(i.quantity) AS entries FROM issued_rewards i JOIN members m ON m.consumer_id = i.consumer_id
    WHERE i.reward_id = ? AND i.status = 'Approved' AND i.issued_at > ? AND m.enrolled = 1 AND m.opted_out = 0
    GROUP BY i.consumer_id`);
  const surveyEntries = db.prepare<[string], { consumer_id: string; entries: number }>(`
    SELECT l.consumer_id, SUM(l.sweepstakes_entries) AS entries FROM ledger_entries l JOIN members m ON m.consumer_id = l.consumer_id
    WHERE l.sweepstakes_entries > 0 AND l.created_at > ? AND m.enrolled = 1 AND m.opted_out = 0
    GROUP BY l.consumer_id`);
  const winsOf = db.prepare<[string, string], DrawRow>(
    'SELECT * FROM sweepstakes_draws WHERE consumer_id = ? AND sweepstakes_id = ? ORDER BY drawn_at DESC, rowid DESC',
  );
  const drawOf = db.prepare<[string, string], DrawRow>('SELECT * FROM sweepstakes_draws WHERE draw_id = ? AND consumer_id = ?');
  const insertDraw = db.prepare(`
    INSERT INTO sweepstakes_draws (draw_id, sweepstakes_id, consumer_id, entries_in_draw, winner_entries, question, expected_answer, status, drawn_at)
    VALUES (@drawId, @sweepstakesId, @consumerId, @entriesInDraw, @winnerEntries, @question, @expectedAnswer, 'awaiting-answer', @drawnAt)`);
  const settle = db.prepare<[string, string, string, string, string]>(`
    UPDATE sweepstakes_draws SET status = ?, answer = ?, answered_at = ?
    WHERE draw_id = ? AND consumer_id = ? AND status = 'awaiting-answer'`);

  /** Entries per member in the current round of a sweepstakes: bought with points, and from surveys. */
  function entriesOfRound(sweepstakesId: string) {
    const since = lastDraw.get(sweepstakesId)?.drawn_at ?? '';
    const bought = new Map(boughtEntries.all(sweepstakesId, since).map((row) => [row.consumer_id, row.entries]));
    const bonus = new Map(
      sweepstakesRulesOf(sweepstakesId)?.receivesSurveyEntries
        ? surveyEntries.all(since).map((row) => [row.consumer_id, row.entries] as const)
        : [],
    );
    const total = [...bought.values(), ...bonus.values()].reduce((sum, entries) => sum + entries, 0);
    return { bought, bonus, total };
  }

  function toSweepstakes(row: SweepstakesRow, locale: Locale, member: MemberRow | null): Sweepstakes | null {
    const rules = sweepstakesRulesOf(row.reward_id);
    if (!rules) return null;
    const round = entriesOfRound(row.reward_id);
    const regions = new Set(rules.eligibleRegions);
    return {
      sweepstakesId: row.reward_id,
      name: locale === 'fr-CA' ? row.Reward_Detail_FR : row.Reward_Detail,
      prizes: rules.prizes.map((prize) => ({
        quantity: prize.quantity,
        description: inLocale(prize.description, locale),
        valueCad: prize.valueCad,
      })),
      eligibleRegions: PROVINCES_AND_TERRITORIES.filter((region) => regions.has(region.code)).map((region) =>
        inLocale(region.name, locale),
      ),
      minimumAge: inLocale(MINIMUM_AGE, locale),
      ...sweepstakesRound(clock.now(), rules.period),
      totalEntries: round.total,
      receivesSurveyEntries: rules.receivesSurveyEntries,
      rules: inLocale(rules.rules, locale),
      member: member
        ? {
            entries: round.bought.get(member.consumer_id) ?? 0,
            bonusEntries: round.bonus.get(member.consumer_id) ?? 0,
            wins: winsOf.all(member.consumer_id, row.reward_id).map(toWin),
          }
        : null,
    };
  }

  return {
    /** Every sweepstakes with its official rules, and for a member their entries and wins. */
    list(locale: Locale, member: MemberRow | null): ApiOutput<'sweepstakes'> {
      return {
        sweepstakes: sweepstakesRows
          .all()
          .map((row) => toSweepstakes(row, locale, member))
          .filter((sweepstakes) => sweepstakes !== null),
      };
    },

    /**
     * The winner answers the skill-testing question, once: right claims the prize, wrong
     * forfeits it. 404 for a draw that is not the member's; 422 when it was already answered.
     */
    answer(member: MemberRow, drawId: string, answer: string): ApiOutput<'answerSkillTestingQuestion'> {
      const draw = drawOf.get(drawId, member.consumer_id);
      if (!draw) throw fail.notFound();
      const correct = Number(answer) === draw.expected_answer;
      const changed = settle.run(correct ? 'claimed' : 'forfeited', answer, clock.iso(), drawId, member.consumer_id).changes;
      if (changed === 0) throw fail.unprocessable();
      const settled = drawOf.get(drawId, member.consumer_id);
      if (!settled) throw fail.notFound();
      return { correct, win: toWin(settled) };
    },

    /**
     * Draws a winner of the current round at random, each entry one chance (a dev control:
     * the stand-in of the programme's draw). `onlyAmong` limits the draw to one member's
     * entries, for tests. Null when nobody (or not that member) has an entry.
     */
    draw(sweepstakesId: string, onlyAmong?: string) {
      return db
        .transaction(() => {
          const round = entriesOfRound(sweepstakesId);
          const pool = new Map<string, number>();
          for (const [consumerId, entries] of [...round.bought, ...round.bonus]) {
            if (onlyAmong === undefined || consumerId === onlyAmong) pool.set(consumerId, (pool.get(consumerId) ?? 0) + entries);
          }
          const poolSize = [...pool.values()].reduce((sum, entries) => sum + entries, 0);
          if (poolSize === 0) return null;
          let ticket = randomInt(poolSize);
          let winner = '';
          for (const [consumerId, entries] of pool) {
            if (ticket < entries) {
              winner = consumerId;
              break;
            }
            ticket -= entries;
          }
          const { question, answer } = skillTestingQuestion();
          const drawId = `DRAW-${randomUUID()}`;
          const winnerEntries = pool.get(winner) ?? 0;
          insertDraw.run({
            drawId,
            sweepstakesId,
            consumerId: winner,
            entriesInDraw: round.total,
            winnerEntries,
            question,
            expectedAnswer: answer,
            drawnAt: clock.iso(),
          });
          return { drawId, sweepstakesId, consumerId: winner, question, winnerEntries, entriesInDraw: round.total };
        })
        .immediate();
    },

    /** True for a sweepstakes reward with official rules. */
    exists: (sweepstakesId: string) => sweepstakesRulesOf(sweepstakesId) !== undefined,
  };
}

/** The sweepstakes of one server. */
export type SweepstakesService = ReturnType<typeof createSweepstakes>;
