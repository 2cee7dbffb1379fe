import { aChoiceReward } from '@maple/testing';
import { featuredRewards, isRedeemable } from './featured-rewards';

describe('featuredRewards', () => {
  const sweepstakes = aChoiceReward({ name: 'Win $5,000', type: 'SWEEPSTAKES' });
  const moreSweepstakes = aChoiceReward({ name: 'Groceries for a year', type: 'SWEEPSTAKES' });
  const donation = aChoiceReward({ name: 'Donate to WWF-Canada', type: 'CAUSE_DONATION' });
  const giftCard = aChoiceReward({ name: 'Cineplex $10', type: 'GIFT_CARD' });
  const subscription = aChoiceReward({ name: 'Kobo Plus', type: 'DIGITAL_SUBSCRIPTION' });

  it('features three rewards, one of each kind first, in catalogue order', () => {
    expect(featuredRewards([sweepstakes, moreSweepstakes, donation, giftCard, subscription])).toEqual([sweepstakes, donation, giftCard]);
  });

  it('fills with the next rewards in order when there are fewer kinds than cards', () => {
    expect(featuredRewards([sweepstakes, moreSweepstakes, donation])).toEqual([sweepstakes, donation, moreSweepstakes]);
  });

  it('leaves out rewards out of stock or marked Unavailable', () => {
    const outOfStock = aChoiceReward({ name: 'Indigo $25', inventoryIsAvailable: false });
    const unavailable = aChoiceReward({ name: 'Shoppers $20', status: 'Unavailable' });
    expect(isRedeemable(outOfStock)).toBe(false);
    expect(isRedeemable(unavailable)).toBe(false);
    expect(featuredRewards([outOfStock, unavailable, giftCard])).toEqual([giftCard]);
  });

  it('features none when nothing can be redeemed, and as many as asked', () => {
    expect(featuredRewards([])).toEqual([]);
    expect(featuredRewards([sweepstakes, donation, giftCard, subscription], 2)).toEqual([sweepstakes, donation]);
  });
});
