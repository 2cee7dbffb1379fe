import { useApiMutation } from '@maple/platform';

/** Names the code of the friend who invited the member, so the API credits them; the notice says how it went. */
export function useClaimReferral() {
  return useApiMutation('claimReferral', { errors: 'inline' });
}
