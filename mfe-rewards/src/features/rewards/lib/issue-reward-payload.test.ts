import { issueRewardRequestSchema } from '@maple/contracts';
import { issueRewardPayload, NO_TRANSFER_TARGET, readRewardQuantity } from './issue-reward-payload';

describe('issueRewardPayload', () => {
  it('names the reward and its kind, sends the quantity as an integer and the transfer target as the text null', () => {
    const payload = issueRewardPayload({ id: 'GC-CINEPLEX-10', type: 'GIFT_CARD' }, 2);
    expect(payload).toEqual({
      rewardTypeExternalReference: 'GC-CINEPLEX-10',
      rewardQuantity: 2,
      transferTargetExternalReference: 'null',
      rewardType: 'GIFT_CARD',
    });
    expect(NO_TRANSFER_TARGET).toBe('null');
    expect(JSON.stringify(payload)).toContain('"transferTargetExternalReference":"null"');
    expect(JSON.stringify(payload)).toContain('"rewardQuantity":2');
  });

  it('builds what the API contract accepts, for every kind of reward', () => {
    for (const type of ['SWEEPSTAKES', 'CAUSE_DONATION', 'GIFT_CARD', 'DIGITAL_SUBSCRIPTION', 'LOCAL_EXPERIENCE'] as const) {
      expect(issueRewardRequestSchema.safeParse(issueRewardPayload({ id: 'R-1', type }, 1)).success).toBe(true);
    }
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => issueRewardPayload({ id: 'R-1', type: 'GIFT_CARD' }, quantity)).toThrow(RangeError);
    }
  });
});

describe('readRewardQuantity', () => {
  it('reads a whole number from 1 to the limit, from text or a number', () => {
    expect(readRewardQuantity('1', 2)).toEqual({ ok: true, quantity: 1 });
    expect(readRewardQuantity(' 2 ', 2)).toEqual({ ok: true, quantity: 2 });
    expect(readRewardQuantity(3, 10)).toEqual({ ok: true, quantity: 3 });
    expect(readRewardQuantity('007', 10)).toEqual({ ok: true, quantity: 7 });
  });

  it('says a quantity that is not a whole number is not one', () => {
    for (const value of ['', ' ', '1.5', '2e1', '-1', '+2', '0x2', 'two', '1 2', 1.5, Number.NaN, '99999999999999999999']) {
      expect(readRewardQuantity(value, 10)).toEqual({ ok: false, problem: 'notAWholeNumber' });
    }
  });

  it('says 0 is below one', () => {
    expect(readRewardQuantity('0', 10)).toEqual({ ok: false, problem: 'belowOne' });
  });

  it('says what is over the limit is over it', () => {
    expect(readRewardQuantity('3', 2)).toEqual({ ok: false, problem: 'aboveLimit' });
    expect(readRewardQuantity('1', 0)).toEqual({ ok: false, problem: 'aboveLimit' });
  });
});
