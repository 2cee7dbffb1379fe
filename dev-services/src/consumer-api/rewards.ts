import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { API_MESSAGES, type ApiOutput, type ChoiceReward, type Locale, type RewardType } from '@maple/contracts';
import { fail } from './api-failure';
import type { BodyOf, Services } from './handler-types';
import type { CausesAndPledges } from './causes-and-pledges';
import { PLEDGE_ID } from './catalogue';
import type { MemberRow } from './members';
import type { Bilingual } from './types';

/** A reward as stored, with its English and French custom-field columns. */
interface RewardRow {
  reward_id: string;
  reward_kind: RewardType;
  point_cost: number;
  max_quantity: number;
  value_cad: number;
  cause_points: number;
  inventory: number | null;
  Reward_Detail: string;
  Reward_Detail_FR: string;
  Reward_Type: string;
  Reward_Type_FR: string;
  Charity_ID: string | null;
  Charity_ID_FR: string | null;
  Reward_Status: string;
  Reward_Status_FR: string;
  Reward_Rules: string;
  Reward_Rules_FR: string;
  Other_Details: string;
  Other_Details_FR: string;
}

interface IssuedRewardRow {
  order_reference: string;
  consumer_id: string;
  reward_id: string;
  reward_type: RewardType;
  quantity: number;
  points_redeemed: number;
  value_cad: number;
  status: 'Approved' | 'Cancelled';
  type_code: string;
  reward_code: string;
  emails_sent: number;
  issued_at: string;
  Reward_Detail: string;
  Reward_Detail_FR: string;
}

/** The message of a failed fulfilment, by kind of reward. */
const FULFILMENT_FAILURE: Record<RewardType, string> = {
  SWEEPSTAKES: API_MESSAGES.sweepstakeFailed,
  CAUSE_DONATION: API_MESSAGES.causeDonationFailed,
  GIFT_CARD: API_MESSAGES.digitalRewardFailed,
  DIGITAL_SUBSCRIPTION: API_MESSAGES.digitalRewardFailed,
  LOCAL_EXPERIENCE: API_MESSAGES.digitalRewardFailed,
};

/** The prefix of the code a member gets, by kind of reward. */
const REWARD_CODE_PREFIX: Record<RewardType, string> = {
  SWEEPSTAKES: 'SW',
  CAUSE_DONATION: 'DN',
  GIFT_CARD: 'GC',
  DIGITAL_SUBSCRIPTION: 'DS',
  LOCAL_EXPERIENCE: 'LX',
};

/** Rewards delivered by email, whose email can be sent again. */
const EMAILED_REWARDS: readonly RewardType[] = ['GIFT_CARD', 'DIGITAL_SUBSCRIPTION', 'LOCAL_EXPERIENCE'];

/** Transactions and issued rewards per history page. */
const HISTORY_PAGE_SIZE = 10;

const code = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

function rewardCode(type: RewardType) {
  const digits = code(6);
  return `${REWARD_CODE_PREFIX[type]}-${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
}

class OutOfStock extends Error {}
class FulfilmentFailed extends Error {}

/**
 * The reward catalogue, redemption (check-and-debit, fulfilment, refunds) and the member's
 * history (with their pledges, when `pledges` is given).
 */
export function createRewards({
  db,
  ledger,
  clock,
  dev,
  pledges,
  images,
}: Pick<Services, 'db' | 'ledger' | 'clock' | 'dev' | 'images'> & { pledges?: Pick<CausesAndPledges, 'pledgesAsIssuedRewards'> }) {
  const all = db.prepare<[], RewardRow>('SELECT * FROM rewards ORDER BY sort_order');
  const one = db.prepare<[string], RewardRow>('SELECT * FROM rewards WHERE reward_id = ?');
  const reserve = db.prepare<[number, string, number]>(
    'UPDATE rewards SET inventory = inventory - ? WHERE reward_id = ? AND inventory IS NOT NULL AND inventory >= ?',
  );
  const release = db.prepare<[number, string]>(
    'UPDATE rewards SET inventory = inventory + ? WHERE reward_id = ? AND inventory IS NOT NULL',
  );
  const insertIssued = db.prepare(`
    INSERT INTO issued_rewards (order_reference, consumer_id, reward_id, reward_type, quantity, points_redeemed, value_cad, status, type_code, reward_code, issued_at)
    VALUES (@orderReference, @consumerId, @rewardId, @rewardType, @quantity, @pointsRedeemed, @valueCad, @status, @typeCode, @rewardCode, @issuedAt)`);
  const issuedOf = db.prepare<[string, string], IssuedRewardRow>(`
    SELECT i.*, r.Reward_Detail, r.Reward_Detail_FR FROM issued_rewards i JOIN rewards r ON r.reward_id = i.reward_id
    WHERE i.consumer_id = ? AND i.order_reference = ?`);
  const issuedList = db.prepare<[string], IssuedRewardRow>(`
    SELECT i.*, r.Reward_Detail, r.Reward_Detail_FR FROM issued_rewards i JOIN rewards r ON r.reward_id = i.reward_id
    WHERE i.consumer_id = ? ORDER BY i.issued_at DESC, i.rowid DESC`);
  const countEmail = db.prepare<[string]>('UPDATE issued_rewards SET emails_sent = emails_sent + 1 WHERE order_reference = ?');
  const entries = db.prepare<
    [string, string, string],
    {
      transaction_id: string;
      type_code: string;
      reference: string | null;
      description_en: string;
      description_fr: string;
      points: number;
      cause_points: number;
      created_at: string;
    }
  >(`
    SELECT transaction_id, type_code, reference, description_en, description_fr, points, cause_points, created_at FROM ledger_entries
    WHERE consumer_id = ? AND (? = 'all' OR (kind = 'earn') = (? = 'earn'))
    ORDER BY entry_id DESC`);

  function toChoiceReward(reward: RewardRow, locale: Locale, member: MemberRow | null): ChoiceReward {
    const fr = locale === 'fr-CA';
    const available = reward.Reward_Status !== 'Unavailable';
    const eligible = member !== null && member.enrolled === 1 && member.opted_out === 0 && available;
    return {
      rewardTypeExternalReference: reward.reward_id,
      rewardType: reward.reward_kind,
      pointCost: reward.point_cost,
      memberEligibility: eligible ? 1 : 0,
      inventoryIsAvailable: reward.inventory === null || reward.inventory > 0,
      maxQuantity: reward.max_quantity,
      customFields: {
        Reward_Detail: fr ? reward.Reward_Detail_FR : reward.Reward_Detail,
        Reward_Type: fr ? reward.Reward_Type_FR : reward.Reward_Type,
        Charity_ID: fr ? reward.Charity_ID_FR : reward.Charity_ID,
        Reward_Status: fr ? reward.Reward_Status_FR : reward.Reward_Status,
        Reward_Rules: fr ? reward.Reward_Rules_FR : reward.Reward_Rules,
        Other_Details: fr ? reward.Other_Details_FR : reward.Other_Details,
        // The French equivalents too (spec section 3): a client picks by its own locale.
        Reward_Detail_FR: reward.Reward_Detail_FR,
        Reward_Type_FR: reward.Reward_Type_FR,
        Charity_ID_FR: reward.Charity_ID_FR,
        Reward_Status_FR: reward.Reward_Status_FR,
        Reward_Rules_FR: reward.Reward_Rules_FR,
        Other_Details_FR: reward.Other_Details_FR,
      },
      image: images.image('reward', reward.reward_id, locale),
    };
  }

  /** Reserves inventory, then asks the (simulated) partner to fulfil; throws OutOfStock or FulfilmentFailed. */
  async function fulfil(reward: RewardRow, quantity: number): Promise<string> {
    if (reward.inventory !== null && reserve.run(quantity, reward.reward_id, quantity).changes === 0) throw new OutOfStock();
    // The partner call: other requests run meanwhile, as they would against a real partner.
    await nextTurn();
    if (dev?.takeFulfilmentFailure(reward.reward_id)) {
      release.run(quantity, reward.reward_id);
      throw new FulfilmentFailed();
    }
    return rewardCode(reward.reward_kind);
  }

  function refund(member: MemberRow, reward: RewardRow, orderReference: string, quantity: number, points: number, why: Bilingual) {
    db.transaction(() => {
      ledger.refund(member.consumer_id, orderReference, why);
      insertIssued.run({
        orderReference,
        consumerId: member.consumer_id,
        rewardId: reward.reward_id,
        rewardType: reward.reward_kind,
        quantity,
        pointsRedeemed: points,
        valueCad: reward.value_cad * quantity,
        status: 'Cancelled',
        typeCode: 'CANCELLED_REDEMPTION',
        rewardCode: '',
        issuedAt: clock.iso(),
      });
    }).immediate();
  }

  return {
    find: (rewardId: string) => one.get(rewardId) ?? null,

    /** The catalogue in the caller's language, with the member's eligibility (0 for visitors). */
    list(locale: Locale, member: MemberRow | null): ApiOutput<'rewards'> {
      return {
        memberChoiceRewards: { choiceRewardWithMemberEligibility: all.all().map((reward) => toChoiceReward(reward, locale, member)) },
      };
    },

    /**
     * Redeems points: checks the reward, debits atomically (one IMMEDIATE transaction reads
     * the balance and appends the debit), then fulfils. A fulfilment that fails after the
     * debit appends a refund and answers 422 (out of stock) or 502 (partner failure).
     */
    async redeem(member: MemberRow, request: BodyOf<'issueReward'>): Promise<ApiOutput<'issueReward'>> {
      const reward = one.get(request.rewardTypeExternalReference);
      if (!reward || reward.reward_kind !== request.rewardType) throw fail.badRequest(API_MESSAGES.invalidRewardId);
      if (reward.Reward_Status === 'Unavailable') throw fail.unprocessable(API_MESSAGES.rewardUnavailable);
      if (request.rewardQuantity > reward.max_quantity) throw fail.unprocessable(API_MESSAGES.rewardQuantityLimitExceeded);

      const points = reward.point_cost * request.rewardQuantity;
      const orderReference = `MR-${code(6)}`;
      const title: Bilingual = { en: reward.Reward_Detail, fr: reward.Reward_Detail_FR };
      ledger.debit({
        consumerId: member.consumer_id,
        points,
        orderReference,
        typeCode: 'REWARD_REDEMPTION',
        reference: reward.reward_id,
        description: {
          en: `Redeemed: ${title.en} × ${request.rewardQuantity}`,
          fr: `Échangé\u00a0: ${title.fr} × ${request.rewardQuantity}`,
        },
      });

      let issuedCode: string;
      try {
        issuedCode = await fulfil(reward, request.rewardQuantity);
      } catch (error) {
        if (error instanceof OutOfStock) {
          refund(member, reward, orderReference, request.rewardQuantity, points, {
            en: `Refund: ${title.en} is out of stock`,
            fr: `Remboursement\u00a0: ${title.fr} est en rupture de stock`,
          });
          throw fail.unprocessable(API_MESSAGES.rewardOutOfStock);
        }
        refund(member, reward, orderReference, request.rewardQuantity, points, {
          en: `Refund: ${title.en} could not be issued`,
          fr: `Remboursement\u00a0: ${title.fr} n’a pas pu être émis`,
        });
        if (error instanceof FulfilmentFailed) throw fail.badGateway(FULFILMENT_FAILURE[reward.reward_kind]);
        throw error;
      }

      db.transaction(() => {
        insertIssued.run({
          orderReference,
          consumerId: member.consumer_id,
          rewardId: reward.reward_id,
          rewardType: reward.reward_kind,
          quantity: request.rewardQuantity,
          pointsRedeemed: points,
          valueCad: reward.value_cad * request.rewardQuantity,
          status: 'Approved',
          typeCode: 'REWARD_ISSUED',
          rewardCode: issuedCode,
          issuedAt: clock.iso(),
        });
        if (reward.reward_kind === 'CAUSE_DONATION' && reward.cause_points > 0) {
          ledger.append({
            consumerId: member.consumer_id,
            kind: 'earn',
            typeCode: 'CAUSE_DONATION_POINTS',
            points: 0,
            causePoints: reward.cause_points * request.rewardQuantity,
            reference: reward.reward_id,
            orderReference,
            description: { en: `Cause points for your donation: ${title.en}`, fr: `Points cause pour votre don\u00a0: ${title.fr}` },
          });
        }
      }).immediate();

      return { orderReference, status: 'Approved', pointsRedeemed: points, pointsBalance: ledger.balance(member.consumer_id) };
    },

    /** Sends a reward's email again (gift cards, subscriptions and experiences that were issued). */
    resendEmail(member: MemberRow, orderReference: string) {
      const issued = issuedOf.get(member.consumer_id, orderReference);
      if (!issued) throw fail.notFound();
      if (issued.status !== 'Approved' || !EMAILED_REWARDS.includes(issued.reward_type)) throw fail.unprocessable();
      countEmail.run(orderReference);
    },

    /** The member's history (spec section 7): newest first, 10 per page unless `isPagination` is false. */
    history(
      member: MemberRow,
      options: { transactionType: 'redeem' | 'earn' | 'all'; paginate: boolean; page: number },
      locale: Locale,
    ): ApiOutput<'history'> {
      const fr = locale === 'fr-CA';
      const type = options.transactionType;
      const transactions = entries.all(member.consumer_id, type, type).map((entry) => ({
        transactionId: entry.transaction_id,
        typeCode: entry.type_code,
        ...(entry.reference ? { reference: entry.reference } : {}),
        description: fr ? entry.description_fr : entry.description_en,
        points: entry.points,
        ...(entry.cause_points > 0 ? { causePoints: entry.cause_points } : {}),
        createdAt: entry.created_at,
      }));
      const issued =
        type === 'earn'
          ? []
          : [
              ...issuedList.all(member.consumer_id).map((row) => ({
                orderReference: row.order_reference,
                status: row.status,
                typeCode: row.type_code,
                title: fr ? row.Reward_Detail_FR : row.Reward_Detail,
                value: row.value_cad,
                issuedAt: row.issued_at,
                details: { rewardType: row.reward_type, pointsRedeemed: row.points_redeemed, rewardCode: row.reward_code },
              })),
              ...(pledges?.pledgesAsIssuedRewards(member, locale, PLEDGE_ID) ?? []),
            ].sort((a, b) => (a.issuedAt < b.issuedAt ? 1 : a.issuedAt > b.issuedAt ? -1 : 0));
      if (!options.paginate) return { MemberTransactions: transactions, MemberIssuedRewards: issued, page: 1, totalPages: 1 };
      const totalPages = Math.max(1, Math.ceil(transactions.length / HISTORY_PAGE_SIZE), Math.ceil(issued.length / HISTORY_PAGE_SIZE));
      const start = (options.page - 1) * HISTORY_PAGE_SIZE;
      return {
        MemberTransactions: transactions.slice(start, start + HISTORY_PAGE_SIZE),
        MemberIssuedRewards: issued.slice(start, start + HISTORY_PAGE_SIZE),
        page: options.page,
        totalPages,
      };
    },
  };
}
