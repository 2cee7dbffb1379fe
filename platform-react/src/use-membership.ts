import { useSiteStore } from './site-hooks';

/** Who is on the page: a visitor, an active member, or a member who opted out (signed in, inactive). */
type Membership = 'visitor' | 'member' | 'inactive';

/**
 * Who is on the page, for what it offers them: a visitor is asked to sign in or join, an
 * inactive (opted-out) member is told how to opt back in, never to sign in or join: they are
 * signed in already (spec section 6).
 */
export function useMembership(): Membership {
  return useSiteStore((state) => (!state.loggedIn || !state.profile ? 'visitor' : state.profile.optedOut ? 'inactive' : 'member'));
}
