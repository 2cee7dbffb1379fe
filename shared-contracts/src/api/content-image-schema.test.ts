import { aChoiceReward, anImage } from '@maple/testing';
import { itemImageSchema } from './content-image-schema';
import { rewardListResponseSchema } from './reward-schemas';

const rewardList = (image: unknown) => ({
  memberChoiceRewards: { choiceRewardWithMemberEligibility: [{ ...aChoiceReward(), image }] },
});

describe('an item’s image', () => {
  it('is read as the API sends it', () => {
    const image = anImage('A blue gift card');
    expect(itemImageSchema.parse(image)).toEqual(image);
  });

  it('is null when the API sends none', () => {
    expect(itemImageSchema.parse(undefined)).toBeNull();
    expect(itemImageSchema.parse(null)).toBeNull();
  });

  it('is null, and the item still read, when the API sends one a page could not show', () => {
    const broken = [
      { ...anImage('x'), variants: [] },
      { ...anImage('x'), variants: [{ url: 'javascript:alert(1)', width: 400 }] },
      { ...anImage('x'), variants: [{ url: 'not a url', width: 400 }] },
      { ...anImage('x'), width: 0 },
      { ...anImage('x'), alt: 42 },
      'http://localhost:8090/media/card.webp',
    ];
    for (const image of broken) {
      const parsed = rewardListResponseSchema.parse(rewardList(image));
      expect(parsed.memberChoiceRewards.choiceRewardWithMemberEligibility[0]?.image).toBeNull();
    }
  });
});
