import type { ApiOutput, ChoiceReward, RewardType } from '@maple/contracts';
import { anImage } from './image-factories';

/** How the API names each kind of reward in `Reward_Type` (and `Reward_Type_FR`). */
const TYPE_LABELS: Readonly<Record<RewardType, { en: string; fr: string }>> = {
  SWEEPSTAKES: { en: 'Sweepstakes entry', fr: 'Participation au concours' },
  CAUSE_DONATION: { en: 'Cause donation', fr: 'Don à une cause' },
  GIFT_CARD: { en: 'Gift card', fr: 'Carte-cadeau' },
  DIGITAL_SUBSCRIPTION: { en: 'Digital subscription', fr: 'Abonnement numérique' },
  LOCAL_EXPERIENCE: { en: 'Local experience', fr: 'Expérience locale' },
};

/** What `aChoiceReward` changes: any field, and the texts its custom fields are made of. */
export type ChoiceRewardChanges = Partial<ChoiceReward> & {
  /** The reward's name in English (`Reward_Detail`); its other texts follow it. */
  name?: string;
  /** The reward's name in French: with it, the API sends every `_FR` field too. */
  frenchName?: string;
  type?: RewardType;
  status?: string;
  charityId?: string | null;
};

/**
 * A reward as the API lists it: a $10 Cineplex gift card for 1,000 points, available and within
 * the member's reach, its id made from its name, in English only unless a `frenchName` is given.
 */
export function aChoiceReward(changes: ChoiceRewardChanges = {}): ChoiceReward {
  const { name = '$10 Cineplex gift card', frenchName, type = 'GIFT_CARD', status = 'Available', charityId = null, ...rest } = changes;
  const french =
    frenchName === undefined
      ? {}
      : {
          Reward_Detail_FR: frenchName,
          Reward_Type_FR: TYPE_LABELS[type].fr,
          Charity_ID_FR: charityId,
          Reward_Status_FR: status,
          Reward_Rules_FR: `Règles de ${frenchName}.`,
          Other_Details_FR: `À propos de ${frenchName}.`,
        };
  return {
    rewardTypeExternalReference: `RW-${name.replace(/\W+/g, '-').toUpperCase()}`,
    rewardType: type,
    pointCost: 1000,
    memberEligibility: 1,
    inventoryIsAvailable: true,
    customFields: {
      Reward_Detail: name,
      Reward_Type: TYPE_LABELS[type].en,
      Charity_ID: charityId,
      Reward_Status: status,
      Reward_Rules: `Rules of ${name}.`,
      Other_Details: `About ${name}.`,
      ...french,
    },
    image: anImage(`Picture of ${name}`),
    ...rest,
  };
}

/** The answer of `user/reward/list` or `user/reward/choiceList` with these rewards. */
export function aRewardList(rewards: readonly ChoiceReward[]): ApiOutput<'rewards'> {
  return { memberChoiceRewards: { choiceRewardWithMemberEligibility: [...rewards] } };
}
