import { DEFAULT_CAUSE_ID } from '../store/site-state';
import {
  ALWAYS_CAMPAIGN_CAUSE_ID,
  CAUSE_IDS,
  CAUSE_SHORT_KEYS,
  causeIdFrom,
  causeIdOrDefault,
  causeLinkKey,
  causeShortKey,
  isCauseId,
} from './causes';

describe('causes', () => {
  it('are the 15 codes of the spec, each once, the default and the Always campaign’s among them', () => {
    expect(CAUSE_IDS).toHaveLength(15);
    expect(new Set(CAUSE_IDS).size).toBe(15);
    expect(CAUSE_IDS).toContain(DEFAULT_CAUSE_ID);
    expect(ALWAYS_CAMPAIGN_CAUSE_ID).toBe('003EPP');
  });

  it.each([
    ['csdw', '001CSDW'],
    ['tloh', '002TLOH'],
    ['epp', '003EPP'],
    ['dawnibr', '004DSWBR'],
    ['dawnmmc', '006DSWMM'],
    ['safeguard', '008SGA'],
    ['united', '005SUW'],
    ['wwf', '006WWF'],
    ['cof', '007COF'],
    ['ctcg', '015HOMEC'],
  ])('maps the short key %s to %s, and back', (key, causeId) => {
    expect(causeIdFrom(key)).toBe(causeId);
    expect(causeShortKey(causeId as (typeof CAUSE_IDS)[number])).toBe(key);
    expect(causeLinkKey(causeId as (typeof CAUSE_IDS)[number])).toBe(key);
  });

  it('has a short key for exactly the ten causes the spec gives one', () => {
    expect(Object.keys(CAUSE_SHORT_KEYS)).toHaveLength(10);
    expect(CAUSE_IDS.filter((causeId) => causeShortKey(causeId) === null)).toEqual(['004FA', '007COVID', '010TOR', '012OHF', '013HISTR']);
  });

  it('names a cause without a short key by its code in lower case, which reads back', () => {
    expect(causeLinkKey('004FA')).toBe('004fa');
    for (const causeId of CAUSE_IDS) expect(causeIdFrom(causeLinkKey(causeId))).toBe(causeId);
  });

  it('reads codes and keys in any case, with spaces around them', () => {
    expect(causeIdFrom('006WWF')).toBe('006WWF');
    expect(causeIdFrom(' 006wwf ')).toBe('006WWF');
    expect(causeIdFrom('WWF')).toBe('006WWF');
    expect(causeIdFrom('  Epp')).toBe('003EPP');
  });

  it.each([[''], ['   '], [null], [undefined], ['006'], ['wwf-canada'], ['toString'], ['__proto__'], ['hasOwnProperty']])(
    'reads %p as no cause',
    (value) => {
      expect(causeIdFrom(value)).toBeNull();
    },
  );

  it('falls back to the default cause when a link names none', () => {
    expect(causeIdOrDefault(null)).toBe('006WWF');
    expect(causeIdOrDefault('nonsense')).toBe('006WWF');
    expect(causeIdOrDefault('united')).toBe('005SUW');
  });

  it('tells a cause code from anything else, exactly as written', () => {
    expect(isCauseId('015HOMEC')).toBe(true);
    expect(isCauseId('015homec')).toBe(false);
    expect(isCauseId('wwf')).toBe(false);
  });
});
