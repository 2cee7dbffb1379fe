import { invalidateApiQueries } from '@maple/contracts';
import { useMfe, useSiteStore } from '@maple/contracts/react';
import { useEffect } from 'react';
import { readStored, writeStored } from '../../../lib/browser-storage';

/** Where the site remembers the day it last sent a member's sign-in (one key per browser). */
export const SIGN_IN_CREDIT_KEY = 'maple-rewards.signInCredited';

/** The calendar day in Toronto, e.g. 2026-11-22: the API credits a sign-in once per such day. */
export function torontoDay(epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(epochMs),
  );
}

/**
 * Sends the member's sign-in interaction once a day (5 points, spec section 1): the API
 * credits it once per Toronto day whatever the site sends; this keeps the site from asking
 * on every page. A refusal (an email not confirmed yet) is quiet and tried again on the next
 * page; a credit refreshes the balance and the action counters.
 */
export function useDailySignInCredit(now: () => number = Date.now): void {
  const { api, queryClient } = useMfe();
  const consumerId = useSiteStore((state) =>
    state.loggedIn && state.profile && !state.profile.optedOut ? state.profile.consumerId : null,
  );
  useEffect(() => {
    if (!consumerId) return;
    const today = `${consumerId}:${torontoDay(now())}`;
    if (readStored(() => localStorage, SIGN_IN_CREDIT_KEY) === today) return;
    void api
      .call('memberInteraction', { body: { interaction: { type: 'SIGN_IN', reference: 'web' } } }, { errors: 'inline' })
      .then(async (result) => {
        if (!result.ok) return;
        writeStored(() => localStorage, SIGN_IN_CREDIT_KEY, today);
        if (result.data.pointsAwarded > 0) await invalidateApiQueries(queryClient, ['points', 'history']);
      });
  }, [api, queryClient, consumerId, now]);
}
