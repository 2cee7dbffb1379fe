import type { ContentImage } from '../api/content-image-schema';
import type { ChoiceReward, RewardCustomFields } from '../api/reward-schemas';
import { REWARD_TYPES, type RewardType } from '../api/reward-types';
import { withFrenchSpacing } from '../i18n/french-spacing';
import type { Locale } from '../i18n/locale';
import type { LoginPromptReason } from '../store/site-state';

/** The custom fields that come in English and in French (`Reward_Detail` / `Reward_Detail_FR`, …). */
type LocalizedRewardField = 'Reward_Detail' | 'Reward_Type' | 'Reward_Rules' | 'Other_Details' | 'Reward_Status' | 'Charity_ID';

/**
 * A custom field in the page's language (spec section 3): on a French page the `_FR`
 * equivalent when the API sent one that is not blank, else the plain field (which the API
 * already fills in the caller's language).
 */
export function localizedRewardField<Field extends LocalizedRewardField>(
  fields: RewardCustomFields,
  field: Field,
  locale: Locale,
): RewardCustomFields[Field] {
  if (locale === 'fr-CA') {
    const french = fields[`${field}_FR`];
    if (typeof french === 'string' && french.trim() !== '') return french as RewardCustomFields[Field];
  }
  return fields[field];
}

/** The `Reward_Status` that makes a reward unavailable ("CURRENTLY UNAVAILABLE"). */
const UNAVAILABLE_REWARD_STATUS = 'Unavailable';

/** A reward as the pages read it (spec section 3's Reward), its texts in one language. */
export interface Reward {
  /** The external reference: what a redemption names. */
  readonly id: string;
  readonly type: RewardType;
  /** Points for one. */
  readonly cost: number;
  /** The member may redeem it (`memberEligibility` 1); always false on the anonymous list. */
  readonly eligible: boolean;
  readonly inventoryIsAvailable: boolean;
  /** `Reward_Status`, e.g. `Available` or `Unavailable`. */
  readonly status: string;
  readonly charityId: string | null;
  readonly name: string;
  readonly description: string;
  readonly rules: string;
  /** The kind of reward in words (`Reward_Type`). */
  readonly typeLabel: string;
  /** The most one redemption may ask for, when the API says. */
  readonly maxQuantity: number | null;
  /** What it looks like, its alt text in the caller's language; null when there is none to show. */
  readonly image: ContentImage | null;
}

/** A reward of the API in the page's language (its texts spaced for French on a French page). */
export function toReward(reward: ChoiceReward, locale: Locale): Reward {
  const field = <F extends LocalizedRewardField>(name: F) => localizedRewardField(reward.customFields, name, locale);
  const text = (name: 'Reward_Detail' | 'Other_Details' | 'Reward_Rules' | 'Reward_Type') => withFrenchSpacing(field(name), locale);
  return {
    id: reward.rewardTypeExternalReference,
    type: reward.rewardType,
    cost: reward.pointCost,
    eligible: reward.memberEligibility === 1,
    inventoryIsAvailable: reward.inventoryIsAvailable,
    status: field('Reward_Status'),
    charityId: field('Charity_ID'),
    name: text('Reward_Detail'),
    description: text('Other_Details'),
    rules: text('Reward_Rules'),
    typeLabel: text('Reward_Type'),
    maxQuantity: reward.maxQuantity ?? null,
    image: reward.image,
  };
}

/**
 * Whether someone can redeem a reward now, and if not, why (the first reason that applies):
 * - `unavailable`: its status is Unavailable ("CURRENTLY UNAVAILABLE"), for everyone;
 * - `outOfStock`: no inventory left, for everyone;
 * - `signInToRedeem`: a visitor (the anonymous list says nothing about eligibility);
 * - `ineligible`: the member list says the member may not (`memberEligibility` 0);
 * - `unaffordable`: the member's available points do not cover one;
 * - `redeemable`.
 */
export type RewardAvailability = 'unavailable' | 'outOfStock' | 'signInToRedeem' | 'ineligible' | 'unaffordable' | 'redeemable';

/** Who is looking: a visitor, or a member with their available points (null while unknown). */
interface RewardViewer {
  readonly signedIn: boolean;
  readonly pointsAvailable: number | null;
}

/** See {@link RewardAvailability}. Points still loading never make a reward look unaffordable. */
export function rewardAvailability(reward: Reward, viewer: RewardViewer): RewardAvailability {
  if (reward.status === UNAVAILABLE_REWARD_STATUS) return 'unavailable';
  if (!reward.inventoryIsAvailable) return 'outOfStock';
  if (!viewer.signedIn) return 'signInToRedeem';
  if (!reward.eligible) return 'ineligible';
  if (viewer.pointsAvailable !== null && viewer.pointsAvailable < reward.cost) return 'unaffordable';
  return 'redeemable';
}

/** How many of a reward a member can redeem at once: the reward's limit and what their points cover (0 when none). */
export function redeemableQuantity(reward: Pick<Reward, 'cost' | 'maxQuantity'>, pointsAvailable: number): number {
  const affordable = reward.cost > 0 ? Math.floor(Math.max(pointsAvailable, 0) / reward.cost) : Number.POSITIVE_INFINITY;
  const limit = Math.min(affordable, reward.maxQuantity ?? Number.POSITIVE_INFINITY);
  return Number.isFinite(limit) ? limit : 1;
}

/** Points a member still needs for one of a reward (0 when they have enough). */
export function pointsShort(reward: Pick<Reward, 'cost'>, pointsAvailable: number): number {
  return Math.max(reward.cost - pointsAvailable, 0);
}

/** How many featured cards the rewards home shows (spec section 9). */
const FEATURED_REWARD_COUNT = 3;

const canBeFeatured = (reward: Reward) => reward.status !== UNAVAILABLE_REWARD_STATUS && reward.inventoryIsAvailable;

/**
 * The featured rewards: in catalogue order, rewards anyone could redeem today (available and
 * in stock), one of each kind first, then more of the same kinds if there are fewer kinds.
 */
export function featuredRewards(rewards: readonly Reward[], count = FEATURED_REWARD_COUNT): Reward[] {
  const candidates = rewards.filter(canBeFeatured);
  const seen = new Set<RewardType>();
  const firstOfEachKind = candidates.filter((reward) => !seen.has(reward.type) && seen.add(reward.type));
  const rest = candidates.filter((reward) => !firstOfEachKind.includes(reward));
  return [...firstOfEachKind, ...rest].slice(0, count);
}

/** The rewards of each kind, in the order of spec section 1; kinds with none are left out. */
export function rewardsByType(rewards: readonly Reward[]): { readonly type: RewardType; readonly rewards: Reward[] }[] {
  return REWARD_TYPES.map((type) => ({ type, rewards: rewards.filter((reward) => reward.type === type) })).filter(
    (group) => group.rewards.length > 0,
  );
}

/** The sign-in prompt's reason for redeeming a kind of reward (spec section 6). */
export function loginReasonFor(type: RewardType): LoginPromptReason {
  const reasons: Record<RewardType, LoginPromptReason> = {
    SWEEPSTAKES: 'sweepstakes',
    CAUSE_DONATION: 'donation',
    GIFT_CARD: 'giftCard',
    DIGITAL_SUBSCRIPTION: 'digitalSubscription',
    LOCAL_EXPERIENCE: 'localExperience',
  };
  return reasons[type];
}

/** How the all-rewards list is ordered. */
export const REWARD_SORTS = ['catalogue', 'costAscending', 'costDescending'] as const;

/** An order of {@link REWARD_SORTS}. */
export type RewardSort = (typeof REWARD_SORTS)[number];

/** What the all-rewards page shows: one kind or all, only what the member can afford, a search, an order. */
export interface RewardFilters {
  readonly type: RewardType | null;
  readonly affordable: boolean;
  readonly search: string;
  readonly sort: RewardSort;
}

/** No filter: everything, in catalogue order. */
export const NO_REWARD_FILTERS: RewardFilters = { type: null, affordable: false, search: '', sort: 'catalogue' };

/** The words the URL uses for each kind and order (readable, the same in both languages). */
const TYPE_PARAMS: Record<RewardType, string> = {
  SWEEPSTAKES: 'sweepstakes',
  CAUSE_DONATION: 'donations',
  GIFT_CARD: 'gift-cards',
  DIGITAL_SUBSCRIPTION: 'subscriptions',
  LOCAL_EXPERIENCE: 'experiences',
};
const SORT_PARAMS: Record<RewardSort, string | null> = { catalogue: null, costAscending: 'cost-low', costDescending: 'cost-high' };

/** The longest search kept from a URL. */
export const REWARD_SEARCH_MAX_LENGTH = 100;

/** The filters a URL's query asks for (`type`, `affordable`, `q`, `sort`); anything unknown means no filter. */
export function rewardFiltersFrom(params: URLSearchParams): RewardFilters {
  const typeParam = params.get('type');
  const sortParam = params.get('sort');
  const type = (Object.keys(TYPE_PARAMS) as RewardType[]).find((candidate) => TYPE_PARAMS[candidate] === typeParam) ?? null;
  const sort = (Object.keys(SORT_PARAMS) as RewardSort[]).find((candidate) => sortParam !== null && SORT_PARAMS[candidate] === sortParam);
  return {
    type,
    affordable: params.get('affordable') === '1',
    search: (params.get('q') ?? '').slice(0, REWARD_SEARCH_MAX_LENGTH),
    sort: sort ?? 'catalogue',
  };
}

/** The query parameters of some filters (null removes a parameter), so the URL keeps them. */
export function rewardFiltersToParams(filters: RewardFilters): Record<'type' | 'affordable' | 'q' | 'sort', string | null> {
  return {
    type: filters.type ? TYPE_PARAMS[filters.type] : null,
    affordable: filters.affordable ? '1' : null,
    // Kept as typed (a search field reads it back: a trailing space is the start of the next word).
    q: filters.search.trim() ? filters.search : null,
    sort: SORT_PARAMS[filters.sort],
  };
}

/** Text folded for searching: lower case, without accents (`Énergie` finds `energie`), spaces collapsed. */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The rewards that match the filters, in the chosen order. `affordable` keeps what the
 * member's available points cover (nothing is hidden while they are unknown); the search
 * looks at the name, description and kind, ignoring case and accents, every word anywhere.
 */
export function filterRewards(rewards: readonly Reward[], filters: RewardFilters, pointsAvailable: number | null): Reward[] {
  const words = foldForSearch(filters.search).split(' ').filter(Boolean);
  const matches = rewards.filter((reward) => {
    if (filters.type && reward.type !== filters.type) return false;
    if (filters.affordable && pointsAvailable !== null && reward.cost > pointsAvailable) return false;
    if (words.length === 0) return true;
    const haystack = foldForSearch(`${reward.name} ${reward.description} ${reward.typeLabel}`);
    return words.every((word) => haystack.includes(word));
  });
  if (filters.sort === 'catalogue') return matches;
  const direction = filters.sort === 'costAscending' ? 1 : -1;
  // Array.prototype.sort is stable: equal costs keep the catalogue order.
  return [...matches].sort((a, b) => (a.cost - b.cost) * direction);
}
