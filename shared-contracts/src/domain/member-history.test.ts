import { isIssuedRewardShown, visibleIssuedRewards, type IssuedReward } from './member-history';

const reward = (changes: Partial<IssuedReward> & { details?: Partial<IssuedReward['details']> } = {}): IssuedReward => ({
  status: 'Approved',
  typeCode: 'REWARD_ISSUED',
  title: 'Tim Hortons $5 gift card',
  value: 5,
  issuedAt: '2026-11-20T12:00:00Z',
  ...changes,
  details: { rewardType: 'GIFT_CARD', pointsRedeemed: 500, rewardCode: 'GC-1234', ...changes.details },
});

describe('the member-history filter (spec section 4)', () => {
  it('shows an approved reward', () => {
    expect(isIssuedRewardShown(reward())).toBe(true);
  });

  it.each(['Pending', 'Cancelled', 'approved', ''])('hides a reward whose status is %p', (status) => {
    expect(isIssuedRewardShown(reward({ status }))).toBe(false);
  });

  it('hides a cause donation of zero points that is not the pledge', () => {
    expect(isIssuedRewardShown(reward({ details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 0, rewardCode: 'DN-1' } }))).toBe(
      false,
    );
  });

  it('shows the pledge, a cause donation of zero points with the pledge id', () => {
    expect(isIssuedRewardShown(reward({ value: 0, details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 0, rewardCode: '648' } }))).toBe(
      true,
    );
  });

  it('shows a cause donation that cost points', () => {
    expect(isIssuedRewardShown(reward({ details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 500, rewardCode: 'DN-1' } }))).toBe(
      true,
    );
  });

  it('hides a cancelled redemption, even one still marked Approved', () => {
    expect(isIssuedRewardShown(reward({ typeCode: 'CANCELLED_REDEMPTION' }))).toBe(false);
  });

  it('hides an item titled Redemption worth 0, and shows one worth more or titled otherwise', () => {
    expect(isIssuedRewardShown(reward({ title: 'Redemption', value: 0 }))).toBe(false);
    expect(isIssuedRewardShown(reward({ title: 'Redemption', value: 10 }))).toBe(true);
    expect(isIssuedRewardShown(reward({ title: 'Redemption bonus', value: 0 }))).toBe(true);
  });

  it('keeps the order of what it shows', () => {
    const first = reward({ title: 'First' });
    const last = reward({ title: 'Last' });
    expect(visibleIssuedRewards([first, reward({ status: 'Cancelled' }), last])).toEqual([first, last]);
  });
});
