import { useCurrentLocation, useQueryParams } from '@maple/platform';
import { useCallback } from 'react';

/** The query parameter that opens a reward's dialog, so a link (or the way back from sign-in) reopens it. */
const REWARD_PARAM = 'reward';

/**
 * The reward whose dialog is open (`?reward=GC-CINEPLEX-10`), how to open and close it, and
 * the path of this page with that reward open (where sign-in brings a visitor back).
 */
export function useOpenReward() {
  const [params, setParams] = useQueryParams();
  const { pathname, search } = useCurrentLocation();
  const openId = params.get(REWARD_PARAM);
  const open = useCallback((id: string) => setParams({ [REWARD_PARAM]: id }, { replace: false }), [setParams]);
  const close = useCallback(() => setParams({ [REWARD_PARAM]: null }), [setParams]);
  const pathWith = useCallback(
    (id: string) => {
      const query = new URLSearchParams(search);
      query.set(REWARD_PARAM, id);
      return `${pathname}?${query.toString()}`;
    },
    [pathname, search],
  );
  return { openId, open, close, pathWith };
}
