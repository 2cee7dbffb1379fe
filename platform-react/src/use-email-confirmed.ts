import { useEffect, useRef } from 'react';
import { useApiQuery } from './api-hooks';
import { useCurrentLocation } from './navigation-hooks';
import { useSiteStore } from './site-hooks';

/**
 * Whether the signed-in, active member has confirmed their email address (the API credits
 * nothing before), from the profile in the shared cache: `undefined` for a visitor, an
 * opted-out member, or until the profile is known. While the answer is "not yet", the profile
 * is read again, however fresh, on each page load and whenever the member comes back to the
 * tab (they may have just followed the link in their email), and on a page change within the
 * site once it is stale (decision 052; a confirmed member's profile follows decision 020).
 */
export function useEmailConfirmed(): boolean | undefined {
  const { pathname } = useCurrentLocation();
  const active = useSiteStore((state) => state.loggedIn && state.profile !== null && !state.profile.optedOut);
  const profile = useApiQuery('getProfile', undefined, {
    enabled: active,
    select: (answer) => answer.traits.emailVerified,
    refetchOnMount: (query) => (query.state.data?.traits.emailVerified ? true : 'always'),
    refetchOnWindowFocus: (query) => (query.state.data?.traits.emailVerified ? true : 'always'),
  });
  const confirmed = profile.data;
  // Read by the page's effect: only a new page asks again, not the answer's own arrival.
  const latest = useRef(profile);
  latest.current = profile;
  useEffect(() => {
    const { data, isStale, refetch } = latest.current;
    if (data === false && isStale) void refetch();
  }, [pathname]);
  return active ? confirmed : undefined;
}
