import type { ApiOutput, EarningResult, HistoryResponse, MemberSummary, Profile } from '@maple/contracts';

/** One entry of a member's history of transactions. */
export type HistoryTransaction = HistoryResponse['MemberTransactions'][number];

/** One reward issued to a member, as their history lists it. */
type HistoryIssuedReward = HistoryResponse['MemberIssuedRewards'][number];

/** What `aProfile` changes: any field, and any of the ids or traits alone. */
type ProfileChanges = { ids?: Partial<Profile['ids']>; traits?: Partial<Profile['traits']> } & Partial<Omit<Profile, 'ids' | 'traits'>>;

/**
 * The profile of the test member, as `user/profile` answers it: Ada Lovelace (`c-ada`, the
 * member of `signedInState`), enrolled, in the loyalty programme, supporting WWF-Canada, no
 * address on file, every consent declined; with `changes`.
 */
export function aProfile(changes: ProfileChanges = {}): Profile {
  const { ids, traits, ...rest } = changes;
  return {
    enrolledForRewards: true,
    optedOutUser: false,
    causeRewardEligible: true,
    loyaltyId: '6041000000000001',
    opts: [
      { id: 'email-offers', optedIn: false },
      { id: 'partner-offers', optedIn: false },
      { id: 'research-invitations', optedIn: false },
    ],
    ...rest,
    ids: { consumerId: 'c-ada', email: 'ada@example.ca', marketingProgramNumber: '417', sourceId: '100', ...ids },
    traits: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: null,
      gender: null,
      emailVerified: true,
      postalAreaCode: null,
      addressLine1: null,
      addressLine2: null,
      territoryName: null,
      cityName: null,
      charitableCause: '006WWF',
      campaignName: null,
      traitEthnicityCulture: null,
      SendWelcomeEmail: true,
      loyaltyProgramUser: { value: true, collectedDate: '2026-11-01T12:00:00.000Z' },
      OriginatingClientId: 'maple-rewards-web',
      ...traits,
    },
  };
}

/** The site's summary of the test member (what the store keeps of `aProfile()`), with `changes`. */
export function aMemberSummary(changes: Partial<MemberSummary> = {}): MemberSummary {
  return { consumerId: 'c-ada', emailAddress: 'ada@example.ca', firstName: 'Ada', lastName: 'Lovelace', optedOut: false, ...changes };
}

/** The answer of `user/reward/points`: `points` in the balance and available, with `changes` (pending points, say). */
export function aPointsBalance(points: number, changes: Partial<ApiOutput<'points'>> = {}): ApiOutput<'points'> {
  return { pointsBalance: points, memberPointsAvailable: points, ...changes };
}

/** What a credit earned: 100 points, 1 cause point and 5 sweepstakes entries, for a balance of 350; with `changes`. */
export function anEarning(changes: Partial<EarningResult> = {}): EarningResult {
  return { pointsAwarded: 100, causePointsAwarded: 1, sweepstakesEntries: 5, pointsBalance: 350, alreadyCredited: false, ...changes };
}

let transactions = 0;

/** One ledger entry (a completed beauty survey, 100 points, unless told otherwise), with an id of its own. */
export function aTransaction(changes: Partial<HistoryTransaction> = {}): HistoryTransaction {
  transactions += 1;
  return {
    transactionId: `TX-${transactions}`,
    typeCode: 'SURVEY_COMPLETED',
    reference: '1281',
    description: 'Survey: beauty',
    points: 100,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...changes,
  };
}

/** One issued reward of the history (a Tim Hortons $5 eGift card for 500 points, unless told otherwise). */
export function anIssuedReward(
  changes: Partial<Omit<HistoryIssuedReward, 'details'>> & { details?: Partial<HistoryIssuedReward['details']> } = {},
): HistoryIssuedReward {
  const { details, ...rest } = changes;
  return {
    orderReference: 'MR-000001',
    status: 'Approved',
    typeCode: 'REWARD_ISSUED',
    title: 'Tim Hortons $5 eGift card',
    value: 5,
    issuedAt: '2026-11-21T15:00:00.000Z',
    ...rest,
    details: { rewardType: 'GIFT_CARD', pointsRedeemed: 500, rewardCode: 'GC-AAAA-BBBB-CCCC', ...details },
  };
}

/** The answer of `user/transaction/history`: one page, empty unless told otherwise. */
export function aHistory(changes: Partial<HistoryResponse> = {}): HistoryResponse {
  return { MemberTransactions: [], MemberIssuedRewards: [], page: 1, totalPages: 1, ...changes };
}
