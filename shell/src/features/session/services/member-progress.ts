import { apiQueryOptions, type Locale, memberProgressFrom, type SiteApi } from '@maple/contracts';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import type { SiteStore } from '#src/lib/site-store.ts';

/** The history the progress is read from: every earning of the member, unpaginated. */
const EARNINGS = { transactionType: 'earn', isPagination: 'false' } as const;

/**
 * Keeps the store's onboarding steps and action counters (spec section 3) in step with the
 * signed-in member's earning history: read when a member signs in, and again whenever an app
 * invalidates the history (a survey completed, a receipt approved). Returns the function
 * that stops following.
 */
export function followMemberProgress({
  queryClient,
  api,
  store,
  locale,
}: {
  queryClient: QueryClient;
  api: SiteApi;
  store: SiteStore;
  locale: () => Locale;
}): () => void {
  let stopObserving: (() => void) | null = null;
  let following: string | null = null;

  function follow(consumerId: string | null) {
    if (consumerId === following) return;
    stopObserving?.();
    stopObserving = null;
    following = consumerId;
    if (!consumerId) return;
    // A background read: a failure is logged, never shown in the error modal.
    const options = apiQueryOptions({
      api,
      id: 'history',
      input: { query: EARNINGS },
      scope: { locale: locale(), consumerId },
      errors: 'inline',
    });
    const observer = new QueryObserver(queryClient, options);
    stopObserving = observer.subscribe((result) => {
      if (result.data) store.actions.setMemberProgress(memberProgressFrom(result.data.MemberTransactions));
    });
  }

  const activeMember = () => {
    const { loggedIn, profile } = store.getState();
    return loggedIn && profile && !profile.optedOut ? profile.consumerId : null;
  };
  follow(activeMember());
  const stopWatching = store.subscribe(() => follow(activeMember()));
  return () => {
    stopWatching();
    stopObserving?.();
  };
}
