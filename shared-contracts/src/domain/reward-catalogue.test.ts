import type { ChoiceReward, RewardCustomFields } from '../api/reward-schemas';
import {
  featuredRewards,
  filterRewards,
  foldForSearch,
  localizedRewardField,
  loginReasonFor,
  NO_REWARD_FILTERS,
  pointsShort,
  type Reward,
  redeemableQuantity,
  rewardAvailability,
  rewardFiltersFrom,
  rewardFiltersToParams,
  rewardsByType,
  toReward,
} from './reward-catalogue';
import { aChoiceReward } from '@maple/testing';

const englishFields: RewardCustomFields = {
  Reward_Detail: '$10 Cineplex gift card',
  Reward_Type: 'Gift card',
  Charity_ID: null,
  Reward_Status: 'Available',
  Reward_Rules: 'Emailed within five minutes.',
  Other_Details: 'Movies and snacks.',
};

const bilingualFields: RewardCustomFields = {
  ...englishFields,
  Reward_Detail_FR: 'Carte-cadeau Cineplex de 10 $',
  Reward_Type_FR: 'Carte-cadeau',
  Charity_ID_FR: null,
  Reward_Status_FR: 'Available',
  Reward_Rules_FR: 'Envoyée par courriel en moins de cinq minutes.',
  Other_Details_FR: 'Films et collations.',
};

const choice = (overrides: Partial<ChoiceReward> = {}): ChoiceReward =>
  aChoiceReward({ rewardTypeExternalReference: 'GC-CINEPLEX-10', customFields: bilingualFields, ...overrides });

const reward = (overrides: Partial<Reward> = {}): Reward => ({ ...toReward(choice(), 'en-CA'), ...overrides });

describe('localizedRewardField', () => {
  it('reads the plain field on an English page, even when a French one is there', () => {
    expect(localizedRewardField(bilingualFields, 'Reward_Detail', 'en-CA')).toBe('$10 Cineplex gift card');
  });

  it('prefers the French equivalent on a French page', () => {
    expect(localizedRewardField(bilingualFields, 'Reward_Detail', 'fr-CA')).toBe('Carte-cadeau Cineplex de 10 $');
    expect(localizedRewardField(bilingualFields, 'Reward_Rules', 'fr-CA')).toBe('Envoyée par courriel en moins de cinq minutes.');
    expect(localizedRewardField(bilingualFields, 'Other_Details', 'fr-CA')).toBe('Films et collations.');
    expect(localizedRewardField(bilingualFields, 'Reward_Type', 'fr-CA')).toBe('Carte-cadeau');
  });

  it('falls back to the plain field on a French page when the French one is missing or blank', () => {
    expect(localizedRewardField(englishFields, 'Reward_Detail', 'fr-CA')).toBe('$10 Cineplex gift card');
    expect(localizedRewardField({ ...bilingualFields, Reward_Rules_FR: '  ' }, 'Reward_Rules', 'fr-CA')).toBe(
      'Emailed within five minutes.',
    );
  });

  it('keeps the charity code when neither language names one', () => {
    expect(localizedRewardField(bilingualFields, 'Charity_ID', 'fr-CA')).toBeNull();
    expect(localizedRewardField({ ...englishFields, Charity_ID: '006WWF' }, 'Charity_ID', 'fr-CA')).toBe('006WWF');
  });
});

describe('toReward', () => {
  it('names the reward, its description, rules and kind in the page’s language', () => {
    expect(toReward(choice(), 'fr-CA')).toEqual({
      id: 'GC-CINEPLEX-10',
      type: 'GIFT_CARD',
      cost: 1000,
      eligible: true,
      inventoryIsAvailable: true,
      status: 'Available',
      charityId: null,
      // The space before `$` does not break: the `$` never starts a line alone.
      name: 'Carte-cadeau Cineplex de 10\u00a0$',
      description: 'Films et collations.',
      rules: 'Envoyée par courriel en moins de cinq minutes.',
      typeLabel: 'Carte-cadeau',
      maxQuantity: null,
      image: choice().image,
    });
  });

  it('keeps the reward’s image, or none', () => {
    expect(toReward(choice(), 'fr-CA').image?.alt).toBe('Picture of $10 Cineplex gift card');
    expect(toReward(choice({ image: null }), 'fr-CA').image).toBeNull();
  });

  it('reads eligibility 1 as eligible and 0 as not, and keeps the quantity limit', () => {
    expect(toReward(choice({ memberEligibility: 0, maxQuantity: 2 }), 'en-CA')).toMatchObject({ eligible: false, maxQuantity: 2 });
  });
});

describe('rewardAvailability', () => {
  const member = { signedIn: true, pointsAvailable: 1500 };
  const visitor = { signedIn: false, pointsAvailable: null };

  it('is redeemable for an eligible member who has the points', () => {
    expect(rewardAvailability(reward(), member)).toBe('redeemable');
    expect(rewardAvailability(reward({ cost: 1500 }), member)).toBe('redeemable');
  });

  it('says CURRENTLY UNAVAILABLE first, for visitors and members alike', () => {
    const unavailable = reward({ status: 'Unavailable', inventoryIsAvailable: false, eligible: false, cost: 99_999 });
    expect(rewardAvailability(unavailable, member)).toBe('unavailable');
    expect(rewardAvailability(unavailable, visitor)).toBe('unavailable');
  });

  it('says out of stock before anything about the member', () => {
    const outOfStock = reward({ inventoryIsAvailable: false, eligible: false, cost: 99_999 });
    expect(rewardAvailability(outOfStock, member)).toBe('outOfStock');
    expect(rewardAvailability(outOfStock, visitor)).toBe('outOfStock');
  });

  it('asks a visitor to sign in whatever the anonymous list says about eligibility', () => {
    expect(rewardAvailability(reward({ eligible: false }), visitor)).toBe('signInToRedeem');
  });

  it('says ineligible when the member list refuses the member, before the points', () => {
    expect(rewardAvailability(reward({ eligible: false, cost: 99_999 }), member)).toBe('ineligible');
  });

  it('says unaffordable when the available points do not cover one', () => {
    expect(rewardAvailability(reward({ cost: 1501 }), member)).toBe('unaffordable');
    expect(rewardAvailability(reward({ cost: 1 }), { signedIn: true, pointsAvailable: 0 })).toBe('unaffordable');
  });

  it('does not call a reward unaffordable while the points are still loading', () => {
    expect(rewardAvailability(reward({ cost: 99_999 }), { signedIn: true, pointsAvailable: null })).toBe('redeemable');
  });
});

describe('redeemableQuantity and pointsShort', () => {
  it('is what the points cover, within the reward’s limit', () => {
    expect(redeemableQuantity({ cost: 500, maxQuantity: 2 }, 1700)).toBe(2);
    expect(redeemableQuantity({ cost: 500, maxQuantity: 10 }, 1700)).toBe(3);
    expect(redeemableQuantity({ cost: 500, maxQuantity: null }, 1700)).toBe(3);
    expect(redeemableQuantity({ cost: 500, maxQuantity: 2 }, 499)).toBe(0);
    expect(redeemableQuantity({ cost: 500, maxQuantity: 2 }, -20)).toBe(0);
  });

  it('counts the points still needed for one', () => {
    expect(pointsShort({ cost: 500 }, 120)).toBe(380);
    expect(pointsShort({ cost: 500 }, 900)).toBe(0);
  });
});

describe('featuredRewards', () => {
  const catalogue = [
    reward({ id: 'SWP-1', type: 'SWEEPSTAKES' }),
    reward({ id: 'SWP-2', type: 'SWEEPSTAKES' }),
    reward({ id: 'GC-GONE', type: 'GIFT_CARD', inventoryIsAvailable: false }),
    reward({ id: 'GC-OFF', type: 'GIFT_CARD', status: 'Unavailable' }),
    reward({ id: 'GC-1', type: 'GIFT_CARD' }),
    reward({ id: 'DON-1', type: 'CAUSE_DONATION' }),
    reward({ id: 'LX-1', type: 'LOCAL_EXPERIENCE' }),
  ];

  it('shows three, one of each kind first, in catalogue order, never one nobody can redeem', () => {
    expect(featuredRewards(catalogue).map((r) => r.id)).toEqual(['SWP-1', 'GC-1', 'DON-1']);
  });

  it('fills with more of the same kinds when there are fewer kinds than cards', () => {
    expect(featuredRewards(catalogue.slice(0, 5)).map((r) => r.id)).toEqual(['SWP-1', 'GC-1', 'SWP-2']);
  });

  it('shows fewer when fewer can be featured, and none from an empty catalogue', () => {
    expect(featuredRewards(catalogue.slice(2, 4))).toEqual([]);
    expect(featuredRewards([])).toEqual([]);
  });
});

describe('rewardsByType', () => {
  it('groups in the spec’s order of kinds and leaves out empty kinds', () => {
    const groups = rewardsByType([
      reward({ id: 'GC-1', type: 'GIFT_CARD' }),
      reward({ id: 'SWP-1', type: 'SWEEPSTAKES' }),
      reward({ id: 'GC-2', type: 'GIFT_CARD' }),
    ]);
    expect(groups.map((group) => [group.type, group.rewards.map((r) => r.id)])).toEqual([
      ['SWEEPSTAKES', ['SWP-1']],
      ['GIFT_CARD', ['GC-1', 'GC-2']],
    ]);
  });
});

describe('loginReasonFor', () => {
  it('gives the sign-in prompt the reason of each kind of reward', () => {
    expect(loginReasonFor('SWEEPSTAKES')).toBe('sweepstakes');
    expect(loginReasonFor('CAUSE_DONATION')).toBe('donation');
    expect(loginReasonFor('GIFT_CARD')).toBe('giftCard');
    expect(loginReasonFor('DIGITAL_SUBSCRIPTION')).toBe('digitalSubscription');
    expect(loginReasonFor('LOCAL_EXPERIENCE')).toBe('localExperience');
  });
});

describe('reward filters in the URL', () => {
  it('reads every filter from the query', () => {
    expect(rewardFiltersFrom(new URLSearchParams('type=gift-cards&affordable=1&q=movie&sort=cost-high'))).toEqual({
      type: 'GIFT_CARD',
      affordable: true,
      search: 'movie',
      sort: 'costDescending',
    });
  });

  it('reads nothing it does not know as a filter', () => {
    expect(rewardFiltersFrom(new URLSearchParams('type=cars&affordable=yes&sort=random'))).toEqual(NO_REWARD_FILTERS);
    expect(rewardFiltersFrom(new URLSearchParams(''))).toEqual(NO_REWARD_FILTERS);
  });

  it('keeps at most 100 characters of a search', () => {
    expect(rewardFiltersFrom(new URLSearchParams({ q: 'x'.repeat(500) })).search).toHaveLength(100);
  });

  it('writes the filters back so that reading them gives the same filters', () => {
    const filters = { type: 'LOCAL_EXPERIENCE', affordable: true, search: 'musée', sort: 'costAscending' } as const;
    const params = rewardFiltersToParams(filters);
    expect(params).toEqual({ type: 'experiences', affordable: '1', q: 'musée', sort: 'cost-low' });
    const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null));
    expect(rewardFiltersFrom(query)).toEqual(filters);
  });

  it('keeps a search as typed, spaces included, so a search field can read it back', () => {
    expect(rewardFiltersToParams({ ...NO_REWARD_FILTERS, search: 'gift ' }).q).toBe('gift ');
  });

  it('removes the parameters of filters that are off', () => {
    expect(rewardFiltersToParams({ ...NO_REWARD_FILTERS, search: '   ' })).toEqual({ type: null, affordable: null, q: null, sort: null });
  });
});

describe('filterRewards', () => {
  const catalogue = [
    reward({ id: 'GC-10', type: 'GIFT_CARD', cost: 1000, name: '$10 Cineplex gift card', description: 'Movies and snacks.' }),
    reward({
      id: 'SWP',
      type: 'SWEEPSTAKES',
      cost: 50,
      name: 'Win $5,000 cash',
      description: 'Monthly draw.',
      typeLabel: 'Sweepstakes entry',
    }),
    reward({
      id: 'LX',
      type: 'LOCAL_EXPERIENCE',
      cost: 2000,
      name: 'Musée royal de l’Ontario',
      description: 'Dinosaures.',
      typeLabel: 'Expérience',
    }),
    reward({ id: 'GC-5', type: 'GIFT_CARD', cost: 500, name: '$5 Tim Hortons eGift card', description: 'Coffee.' }),
  ];
  const ids = (rewards: Reward[]) => rewards.map((r) => r.id);

  it('keeps everything, in catalogue order, without filters', () => {
    expect(ids(filterRewards(catalogue, NO_REWARD_FILTERS, null))).toEqual(['GC-10', 'SWP', 'LX', 'GC-5']);
  });

  it('keeps one kind', () => {
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, type: 'GIFT_CARD' }, null))).toEqual(['GC-10', 'GC-5']);
  });

  it('keeps what the member can afford, and hides nothing while the points are unknown', () => {
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, affordable: true }, 1000))).toEqual(['GC-10', 'SWP', 'GC-5']);
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, affordable: true }, null))).toHaveLength(4);
  });

  it('sorts by cost both ways', () => {
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, sort: 'costAscending' }, null))).toEqual(['SWP', 'GC-5', 'GC-10', 'LX']);
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, sort: 'costDescending' }, null))).toEqual(['LX', 'GC-10', 'GC-5', 'SWP']);
  });

  it('searches names, descriptions and kinds, ignoring case, accents and word order', () => {
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, search: 'CINEPLEX' }, null))).toEqual(['GC-10']);
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, search: 'musee' }, null))).toEqual(['LX']);
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, search: 'snacks movies' }, null))).toEqual(['GC-10']);
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, search: 'sweepstakes' }, null))).toEqual(['SWP']);
    expect(ids(filterRewards(catalogue, { ...NO_REWARD_FILTERS, search: 'gift card', type: 'SWEEPSTAKES' }, null))).toEqual([]);
  });

  it('combines every filter', () => {
    const filters = { type: 'GIFT_CARD', affordable: true, search: 'card', sort: 'costAscending' } as const;
    expect(ids(filterRewards(catalogue, filters, 900))).toEqual(['GC-5']);
  });
});

describe('foldForSearch', () => {
  it('folds case, accents and spacing', () => {
    expect(foldForSearch('  Énergie   ÉCOLE ')).toBe('energie ecole');
  });
});
