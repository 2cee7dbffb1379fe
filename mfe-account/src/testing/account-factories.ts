import type { ApiOutput, ApiResult } from '@maple/contracts';

// The delivery address tests still take the member's profile from here.
export { aProfile } from '@maple/testing';

/** A successful answer of the fake site API. */
export const answer = <T>(data: T): ApiResult<T> => ({ ok: true, data });

/** A failed answer of the fake site API, as the shell's site API reports it (with the catalogue's `code`). */
export const failure = (status: number, message: string, kind: string = 'unprocessableEntity', code = 1000): ApiResult<never> =>
  ({ ok: false, kind, code, status, message }) as ApiResult<never>;

/** An impact answer: the member's cause (WWF-Canada), nothing given yet, a community of one. */
export function anImpact(changes: Partial<ApiOutput<'impact'>> = {}): ApiOutput<'impact'> {
  return {
    cause: { causeId: '006WWF', name: 'WWF-Canada' },
    causePoints: 0,
    causePointsByMonth: [],
    donations: [],
    community: { members: 1, causePoints: 0, donatedCad: 0, causes: [] },
    ...changes,
  };
}
