import type { CauseId } from '@maple/contracts';
import { useApiMutation, useApiQuery, useCommands, useSiteStore } from '@maple/contracts/react';
import { useEffect, useState } from 'react';

/** Where a landing page keeps, for this tab, the cause of the campaign a visitor may join from it. */
export const PENDING_CAUSE_KEY = 'mfe-campaigns:campaign-cause';

/** The cause waiting for a visitor who joins from a campaign page, and the campaign it comes with. */
interface PendingCause {
  readonly causeId: CauseId;
  readonly campaign: string;
}

function readPending(storage: Storage): PendingCause | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PENDING_CAUSE_KEY) ?? 'null');
    if (value && typeof value === 'object' && 'causeId' in value && 'campaign' in value) {
      const { causeId, campaign } = value as Record<string, unknown>;
      if (typeof causeId === 'string' && typeof campaign === 'string') return { causeId: causeId as CauseId, campaign };
    }
  } catch {
    // Unreadable or blocked storage: nothing is waiting.
  }
  return null;
}

/** The tab's session storage, or null where there is none (blocked, or not in a browser). */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The cause a campaign's new members support (the Always campaign: 003EPP).
 *
 * For a visitor the page asks the shell (`chooseCause`) to enrol them with it. The shell keeps
 * that choice in memory only, and signing up goes through the identity provider's pages, so
 * the member comes back to a fresh page enrolled with the default cause. Until the shell keeps
 * the choice across that round trip, the page also notes it in the tab's session storage; when
 * the visitor comes back signed in, it reads their profile once and, if they joined through
 * this campaign (`traits.campaignName`) with another cause, sets the campaign's cause as their
 * initial selection (`PUT user/cause`, `isInitialSelection: true`). A member who already
 * existed (another campaign name) keeps their cause. Storage is touched only in effects.
 */
export function useCampaignCause(causeId: CauseId | undefined, campaign: string | undefined): void {
  const loggedIn = useSiteStore((state) => state.loggedIn);
  const { chooseCause } = useCommands();
  const [pending, setPending] = useState<PendingCause | null>(null);
  const { mutate: updateCause } = useApiMutation('updateCause', { invalidates: ['getProfile', 'charityDetailsCount'], errors: 'inline' });
  const profile = useApiQuery('getProfile', undefined, { enabled: loggedIn && pending !== null, errors: 'inline' });

  useEffect(() => {
    // Without a campaign, nothing tells a new member of this campaign from any other.
    if (!causeId || !campaign) return;
    const storage = sessionStore();
    if (!loggedIn) {
      chooseCause(causeId);
      try {
        storage?.setItem(PENDING_CAUSE_KEY, JSON.stringify({ causeId, campaign } satisfies PendingCause));
      } catch {
        // Blocked storage: the shell's in-memory choice is all there is.
      }
      return;
    }
    const waiting = storage ? readPending(storage) : null;
    if (waiting?.causeId === causeId && waiting.campaign === campaign) setPending(waiting);
  }, [causeId, campaign, loggedIn, chooseCause]);

  const traits = profile.data?.traits;
  useEffect(() => {
    if (!pending || !traits) return;
    sessionStore()?.removeItem(PENDING_CAUSE_KEY);
    setPending(null);
    const joinedHere = traits.campaignName?.toLowerCase() === pending.campaign.toLowerCase();
    if (!joinedHere || traits.charitableCause === pending.causeId) return;
    updateCause({ body: { charityCauseId: pending.causeId, isInitialSelection: true } }, { onSuccess: () => chooseCause(pending.causeId) });
  }, [pending, traits, updateCause, chooseCause]);
}
