import { useApiQuery, useSiteStore } from '@maple/platform';
import { useEffect, useMemo } from 'react';
import { readStored, writeStored } from '#src/lib/browser-storage.ts';

/** How long after the page opens the cached cause points are refreshed (spec section 9: 2 s). */
const CAUSE_POINTS_REFRESH_MS = 2000;

/** The session storage key of a member's cause points. */
export const causePointsKey = (consumerId: string) => `maple-rewards.causePoints.${consumerId}`;

function cachedCausePoints(consumerId: string | null): number | undefined {
  if (!consumerId) return undefined;
  const stored = readStored(() => sessionStorage, causePointsKey(consumerId));
  const value = stored === null ? Number.NaN : Number(stored);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The member's cause points (`charityDetailsCount`), as spec section 4 has them: shown at
 * once from session storage when this visit already read them, then refreshed 2 s later;
 * read straight away the first time. Every answer is written back to session storage.
 */
export function useCausePoints(): { readonly causePoints: number | null; readonly refreshing: boolean } {
  const consumerId = useSiteStore((state) =>
    state.loggedIn && state.profile && !state.profile.optedOut ? state.profile.consumerId : null,
  );
  const cached = cachedCausePoints(consumerId);
  const query = useApiQuery('charityDetailsCount', undefined, {
    ...(cached === undefined ? {} : { initialData: { charityDetailsCount: cached } }),
  });
  const { refetch } = query;
  // Whether this page opened with cached points: decided once per member, so writing the
  // first answer back does not start another delayed refresh.
  const seeded = useMemo(() => cachedCausePoints(consumerId) !== undefined, [consumerId]);
  useEffect(() => {
    if (!consumerId || !seeded) return;
    const timer = setTimeout(() => void refetch(), CAUSE_POINTS_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [consumerId, seeded, refetch]);
  const points = query.data?.charityDetailsCount;
  useEffect(() => {
    if (consumerId && points !== undefined) writeStored(() => sessionStorage, causePointsKey(consumerId), String(points));
  }, [consumerId, points]);
  return { causePoints: consumerId ? (points ?? null) : null, refreshing: query.isFetching };
}
