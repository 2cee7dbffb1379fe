import { CAUSE_IDS, CAUSE_SHORT_KEYS, causeIdFrom, causeIdOrDefault, isCauseId, PLEDGE_ID } from './causes';

describe('causes', () => {
  it('knows the fifteen causes of the spec and the pledge id', () => {
    expect(CAUSE_IDS).toHaveLength(15);
    expect(new Set(CAUSE_IDS).size).toBe(15);
    expect(PLEDGE_ID).toBe('648');
  });

  it('maps every short key of the spec to its cause', () => {
    expect(CAUSE_SHORT_KEYS).toEqual({
      csdw: '001CSDW',
      tloh: '002TLOH',
      epp: '003EPP',
      dawnibr: '004DSWBR',
      dawnmmc: '006DSWMM',
      safeguard: '008SGA',
      united: '005SUW',
      wwf: '006WWF',
      cof: '007COF',
      ctcg: '015HOMEC',
    });
    for (const cause of Object.values(CAUSE_SHORT_KEYS)) expect(isCauseId(cause)).toBe(true);
  });

  it('understands a short key or a code in a link, in any case', () => {
    expect(causeIdFrom('wwf')).toBe('006WWF');
    expect(causeIdFrom('United')).toBe('005SUW');
    expect(causeIdFrom(' ctcg ')).toBe('015HOMEC');
    expect(causeIdFrom('004FA')).toBe('004FA');
    expect(causeIdFrom('006dswmm')).toBe('006DSWMM');
  });

  it('understands nothing else', () => {
    for (const value of ['', '  ', null, undefined, 'nope', '648', 'toString', '__proto__', 'constructor']) {
      expect(causeIdFrom(value)).toBeNull();
    }
  });

  it('falls back to the default cause, 006WWF', () => {
    expect(causeIdOrDefault(undefined)).toBe('006WWF');
    expect(causeIdOrDefault('nope')).toBe('006WWF');
    expect(causeIdOrDefault('epp')).toBe('003EPP');
  });
});
