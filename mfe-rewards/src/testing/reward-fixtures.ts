import type { ApiFailureResult, ChoiceReward, ErrorKind, RewardType } from '@maple/contracts';
import { aChoiceReward, type ChoiceRewardChanges } from '@maple/testing';

/** A successful answer of the fake site API. */
export const answer = <T>(data: T) => ({ ok: true as const, data });

/** A failed answer of the fake site API, as the shell's site API describes one. */
export function failed(kind: ErrorKind, code: number, status: number | null = 422, message = kind): ApiFailureResult {
  return { ok: false, kind, code, status, message };
}

/** A reward of the API, in English with its French custom fields, redeemable twice at most unless told otherwise. */
export function choiceReward(
  id: string,
  type: RewardType,
  pointCost: number,
  names: { en: string; fr: string },
  overrides: ChoiceRewardChanges = {},
): ChoiceReward {
  return aChoiceReward({
    rewardTypeExternalReference: id,
    type,
    pointCost,
    name: names.en,
    frenchName: names.fr,
    maxQuantity: 2,
    ...overrides,
  });
}

/** A small catalogue with every kind, one reward out of stock and one unavailable. */
export const CATALOGUE: readonly ChoiceReward[] = [
  choiceReward('SWP-CASH-5000', 'SWEEPSTAKES', 50, { en: 'Win $5,000 cash', fr: 'Gagnez 5 000 $' }, { maxQuantity: 10 }),
  choiceReward(
    'DON-006WWF-500',
    'CAUSE_DONATION',
    500,
    { en: 'Donate $5 to WWF-Canada', fr: 'Donnez 5 $ à WWF-Canada' },
    { charityId: '006WWF', maxQuantity: 10 },
  ),
  choiceReward(
    'DON-005SUW-1000',
    'CAUSE_DONATION',
    1000,
    { en: 'Donate $10 to United Way', fr: 'Donnez 10 $ à Centraide' },
    { charityId: '005SUW' },
  ),
  choiceReward('GC-CINEPLEX-10', 'GIFT_CARD', 1000, { en: '$10 Cineplex gift card', fr: 'Carte-cadeau Cineplex de 10 $' }),
  choiceReward(
    'GC-INDIGO-25',
    'GIFT_CARD',
    2500,
    { en: '$25 Indigo gift card', fr: 'Carte-cadeau Indigo de 25 $' },
    { inventoryIsAvailable: false },
  ),
  choiceReward(
    'GC-SHOPPERS-20',
    'GIFT_CARD',
    2000,
    { en: '$20 Shoppers gift card', fr: 'Carte-cadeau Pharmaprix de 20 $' },
    { status: 'Unavailable' },
  ),
  choiceReward(
    'DS-CANGEO-12M',
    'DIGITAL_SUBSCRIPTION',
    800,
    { en: 'Canadian Geographic, 1 year', fr: 'Canadian Geographic, 1 an' },
    { maxQuantity: 1 },
  ),
  choiceReward(
    'LX-ROM-FAMILY',
    'LOCAL_EXPERIENCE',
    2000,
    { en: 'ROM family pass', fr: 'Laissez-passer familial du ROM' },
    { maxQuantity: 1 },
  ),
];
