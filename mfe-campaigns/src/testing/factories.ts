import type { ApiFailureResult, ApiOutput, ArticleSummary, CausePage, ChoiceReward, RewardType } from '@maple/contracts';

/** A reward as the API lists it (a $10 gift card unless told otherwise). */
export function aReward(overrides: Partial<ChoiceReward> & { name?: string; type?: RewardType; status?: string } = {}): ChoiceReward {
  const { name = 'Cineplex $10 gift card', type = 'GIFT_CARD', status = 'Available', ...rest } = overrides;
  return {
    rewardTypeExternalReference: `RW-${name.replace(/\W+/g, '-').toUpperCase()}`,
    rewardType: type,
    pointCost: 1000,
    memberEligibility: 1,
    inventoryIsAvailable: true,
    customFields: {
      Reward_Detail: name,
      Reward_Type: type === 'GIFT_CARD' ? 'Gift card' : type,
      Charity_ID: null,
      Reward_Status: status,
      Reward_Rules: 'One per member.',
      Other_Details: `About ${name}.`,
    },
    ...rest,
  };
}

/** The answer of a reward list call. */
export function aRewardList(rewards: readonly ChoiceReward[]): ApiOutput<'anonymousRewards'> {
  return { memberChoiceRewards: { choiceRewardWithMemberEligibility: [...rewards] } };
}

/** An article as the library lists it (good news unless told otherwise). */
export function anArticle(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    articleId: 'wetlands-restored-2026',
    section: 'goodNews',
    title: 'Members helped restore 40 hectares of wetland',
    summary: 'Donations funded wetland restoration along the St. Lawrence.',
    publishedAt: '2026-10-02T14:00:00.000Z',
    causeId: '006WWF',
    readingMinutes: 1,
    ...overrides,
  };
}

/** A cause's page content (WWF-Canada, the default cause, unless told otherwise). */
export function aCausePage(overrides: Partial<CausePage> = {}): CausePage {
  return {
    causeId: '006WWF',
    shortKey: 'wwf',
    name: 'WWF-Canada',
    summary: 'Nature and wildlife conservation across Canada.',
    description: ['WWF-Canada restores wetlands and protects habitat.'],
    isDefault: true,
    ...overrides,
  };
}

/** A successful answer of the fake site API. */
export function ok<T>(data: T) {
  return { ok: true as const, data };
}

/** A failed answer of the fake site API (a 500 unless told otherwise). */
export function failure(status = 500, message = 'Internal server error'): ApiFailureResult {
  return status === 404
    ? { ok: false, kind: 'resourceNotFound', code: 1265, status, message: 'Resource not found' }
    : { ok: false, kind: 'internalServerError', code: 1275, status, message };
}
