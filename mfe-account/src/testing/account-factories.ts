import type { ApiOutput, ApiResult, Profile } from '@maple/contracts';

type HistoryAnswer = ApiOutput<'history'>;

/** A successful answer of the fake site API. */
export const answer = <T>(data: T): ApiResult<T> => ({ ok: true, data });

/** A failed answer of the fake site API, as the shell's site API reports it. */
export const failure = (status: number, message: string, kind: string = 'unprocessableEntity'): ApiResult<never> =>
  ({ ok: false, kind, code: 1000, status, message }) as ApiResult<never>;

/** A member profile (Ada Lovelace, enrolled, nothing given yet) with `changes`. */
export function aProfile(changes: { traits?: Partial<Profile['traits']> } & Partial<Omit<Profile, 'traits'>> = {}): Profile {
  const { traits, ...rest } = changes;
  return {
    enrolledForRewards: true,
    optedOutUser: false,
    causeRewardEligible: true,
    ids: { consumerId: 'c-ada', email: 'ada.lovelace@example.ca', marketingProgramNumber: '417', sourceId: '100' },
    loyaltyId: '6041000000000001',
    opts: [
      { id: 'email-offers', optedIn: false },
      { id: 'partner-offers', optedIn: false },
      { id: 'research-invitations', optedIn: false },
    ],
    ...rest,
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

/** One ledger entry of the history. */
export function aTransaction(
  changes: Partial<HistoryAnswer['MemberTransactions'][number]> = {},
): HistoryAnswer['MemberTransactions'][number] {
  return {
    transactionId: `TX-${Math.random().toString(36).slice(2)}`,
    typeCode: 'SURVEY_COMPLETED',
    reference: '1281',
    description: 'Survey: beauty',
    points: 100,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...changes,
  };
}

/** One issued reward of the history. */
export function anIssuedReward(
  changes: Partial<Omit<HistoryAnswer['MemberIssuedRewards'][number], 'details'>> & {
    details?: Partial<HistoryAnswer['MemberIssuedRewards'][number]['details']>;
  } = {},
): HistoryAnswer['MemberIssuedRewards'][number] {
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

/** An impact answer: the member's cause (WWF-Canada), nothing given yet, a community of one. */
export function anImpact(changes: Partial<ApiOutput<'impact'>> = {}): ApiOutput<'impact'> {
  return {
    cause: { causeId: '006WWF', name: 'WWF-Canada' },
    causePoints: 0,
    causePointsByMonth: [],
    donations: [],
    community: { members: 1, causePoints: 0, donatedCad: 0, causes: [] },
    ...changes,
  };
}

/** A history answer. */
export function aHistory(changes: Partial<HistoryAnswer> = {}): HistoryAnswer {
  return { MemberTransactions: [], MemberIssuedRewards: [], page: 1, totalPages: 1, ...changes };
}
