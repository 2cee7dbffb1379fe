import { useSiteStore } from '@maple/platform';

/** The signed-in, active member (null for a visitor or an opted-out member, who cannot redeem). */
export function useMember(): { readonly consumerId: string; readonly emailAddress: string } | null {
  const consumerId = useSiteStore((state) =>
    state.loggedIn && state.profile && !state.profile.optedOut ? state.profile.consumerId : null,
  );
  const emailAddress = useSiteStore((state) => state.profile?.emailAddress ?? '');
  return consumerId ? { consumerId, emailAddress } : null;
}
