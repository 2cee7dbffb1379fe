import { anIssuedReward, aTransaction } from '@maple/testing';
import { isIssuedRewardShown, isTransactionShown, visibleIssuedRewards, visibleTransactions } from './member-history';

describe('the member-history filter (spec section 4)', () => {
  it('shows an approved reward', () => {
    expect(isIssuedRewardShown(anIssuedReward())).toBe(true);
  });

  it.each(['Pending', 'Cancelled', 'approved', ''])('hides a reward whose status is %p', (status) => {
    expect(isIssuedRewardShown(anIssuedReward({ status }))).toBe(false);
  });

  it('hides a cause donation of zero points that is not the pledge', () => {
    expect(isIssuedRewardShown(anIssuedReward({ details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 0, rewardCode: 'DN-1' } }))).toBe(
      false,
    );
  });

  it('shows the pledge, a cause donation of zero points with the pledge id', () => {
    expect(
      isIssuedRewardShown(anIssuedReward({ value: 0, details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 0, rewardCode: '648' } })),
    ).toBe(true);
  });

  it('shows a cause donation that cost points', () => {
    expect(
      isIssuedRewardShown(anIssuedReward({ details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 500, rewardCode: 'DN-1' } })),
    ).toBe(true);
  });

  it('hides a cancelled redemption, even one still marked Approved', () => {
    expect(isIssuedRewardShown(anIssuedReward({ typeCode: 'CANCELLED_REDEMPTION' }))).toBe(false);
  });

  it('hides an item titled Redemption worth 0, and shows one worth more or titled otherwise', () => {
    expect(isIssuedRewardShown(anIssuedReward({ title: 'Redemption', value: 0 }))).toBe(false);
    expect(isIssuedRewardShown(anIssuedReward({ title: 'Redemption', value: 10 }))).toBe(true);
    expect(isIssuedRewardShown(anIssuedReward({ title: 'Redemption bonus', value: 0 }))).toBe(true);
  });

  it('keeps the order of what it shows', () => {
    const first = anIssuedReward({ title: 'First' });
    const last = anIssuedReward({ title: 'Last' });
    expect(visibleIssuedRewards([first, anIssuedReward({ status: 'Cancelled' }), last])).toEqual([first, last]);
  });
});

describe('the ledger entries the history shows', () => {
  it('shows an entry that moved points, up or down', () => {
    expect(isTransactionShown(aTransaction({ points: 100 }))).toBe(true);
    expect(isTransactionShown(aTransaction({ points: -500 }))).toBe(true);
  });

  it('shows an entry of no points that gave the cause points, such as a donation’s', () => {
    expect(isTransactionShown(aTransaction({ typeCode: 'CAUSE_DONATION_POINTS', points: 0, causePoints: 5 }))).toBe(true);
  });

  it('hides an entry of no points and no cause points: it says nothing to the member', () => {
    expect(isTransactionShown(aTransaction({ points: 0 }))).toBe(false);
    expect(isTransactionShown(aTransaction({ points: 0, causePoints: 0 }))).toBe(false);
  });

  it('keeps the order of what it shows', () => {
    const first = aTransaction({ description: 'First' });
    const last = aTransaction({ description: 'Last' });
    expect(visibleTransactions([first, aTransaction({ points: 0 }), last])).toEqual([first, last]);
  });
});
