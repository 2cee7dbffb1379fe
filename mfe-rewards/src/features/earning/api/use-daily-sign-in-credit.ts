import { type Localized, refreshAfter, SITE_TIME_ZONE } from '@maple/contracts';
import { useEmailConfirmed, useMfe, useSiteStore } from '@maple/platform';
import { useEffect } from 'react';
import { readStored, writeStored } from '#src/lib/browser-storage.ts';

/** Where the site remembers the day it last sent a member's sign-in (one key per browser). */
export const SIGN_IN_CREDIT_KEY = 'maple-rewards.signInCredited';

/** Where a tab remembers the member and the time the API last refused their sign-in. */
export const SIGN_IN_REFUSED_KEY = 'maple-rewards.signInRefused';

/** After a refusal, the same tab sends the sign-in again only this much later. */
const SIGN_IN_RETRY_AFTER_MS = 60_000;

/** True when this tab was refused the member's sign-in less than a minute ago. */
function refusedMomentsAgo(consumerId: string, now: number): boolean {
  const [member, at] = (readStored(() => sessionStorage, SIGN_IN_REFUSED_KEY) ?? '').split('|');
  return member === consumerId && now - Number(at) < SIGN_IN_RETRY_AFTER_MS;
}

/** The calendar day in Toronto, e.g. 2026-11-22: the API credits a sign-in once per such day. */
export function torontoDay(epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(epochMs),
  );
}

/** The notice of a sign-in credit that failed, with the failure's code. */
export const SIGN_IN_CREDIT_ALERT_ID = 'sign-in-credit-failed';

function creditFailed(code: number): Localized {
  return {
    'en-CA': `Your sign-in points for today could not be added just now (error code ${code}). We will try again in a minute.`,
    'fr-CA': `Vos points de connexion d’aujourd’hui n’ont pas pu être ajoutés pour l’instant (code d’erreur ${code}). Nous réessaierons dans une minute.`,
  };
}

/**
 * Sends the member's sign-in interaction once a day (5 points, spec section 1): the API
 * credits it once per Toronto day whatever the site sends; this keeps the site from asking
 * on every page. Nothing is sent before the member's profile says their email address is
 * confirmed: the API would refuse it (decision 052). A failure says so under the header, with
 * its code, and is tried again on a page a minute later, not on every page (decision 020: a
 * member browsing does not pay the same call on every load); a credit refreshes the balance and
 * the action counters.
 */
export function useDailySignInCredit(now: () => number = Date.now): void {
  const { api, queryClient, commands } = useMfe();
  const consumerId = useSiteStore((state) =>
    state.loggedIn && state.profile && !state.profile.optedOut ? state.profile.consumerId : null,
  );
  // The API credits only a confirmed address: until the profile says so, nothing is sent.
  const confirmed = useEmailConfirmed() === true;
  useEffect(() => {
    if (!consumerId || !confirmed) return;
    const today = `${consumerId}:${torontoDay(now())}`;
    if (readStored(() => localStorage, SIGN_IN_CREDIT_KEY) === today || refusedMomentsAgo(consumerId, now())) return;
    void api
      .call('memberInteraction', { body: { interaction: { type: 'SIGN_IN', reference: 'web' } } }, { errors: 'inline' })
      .then(async (result) => {
        if (!result.ok) {
          writeStored(() => sessionStorage, SIGN_IN_REFUSED_KEY, `${consumerId}|${now()}`);
          commands.showAlert({ id: SIGN_IN_CREDIT_ALERT_ID, tone: 'warning', message: creditFailed(result.code) });
          return;
        }
        writeStored(() => localStorage, SIGN_IN_CREDIT_KEY, today);
        // Nothing to refresh when no page has cached the balance or the history yet.
        const cache = queryClient.current();
        if (result.data.pointsAwarded > 0 && cache) await refreshAfter(cache, 'memberInteraction');
      });
  }, [api, queryClient, commands, consumerId, confirmed, now]);
}
