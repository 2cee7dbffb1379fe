import type { Cause } from '@maple/contracts';

/** A cause as `content/causes` lists it (WWF-Canada, the default cause, unless told otherwise), with `changes`. */
export function aCause(changes: Partial<Cause> = {}): Cause {
  return {
    causeId: '006WWF',
    shortKey: 'wwf',
    name: 'WWF-Canada',
    supporters: 40,
    communityCausePoints: 120,
    donatedCad: 200,
    pledges: 2,
    ...changes,
  };
}
