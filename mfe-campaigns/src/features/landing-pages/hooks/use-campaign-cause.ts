import type { CauseId } from '@maple/contracts';
import { useCommands, useSiteStore } from '@maple/platform';
import { useEffect } from 'react';

/**
 * The cause a campaign's new members support (the Always campaign: 003EPP): for a visitor, the
 * page asks the shell to make it the cause they join with (`chooseCause`). The shell keeps it
 * across the identity provider's pages and sends it in the one enrolment call. A member keeps
 * the cause they have. Done in an effect: the page renders the same on a server.
 */
export function useCampaignCause(causeId: CauseId | undefined): void {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const { chooseCause } = useCommands();
  useEffect(() => {
    if (causeId && !loggedIn) chooseCause(causeId);
  }, [causeId, loggedIn, chooseCause]);
}
