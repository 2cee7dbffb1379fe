import type { EventBus } from '@maple/contracts';
import { maskForLog } from '#src/lib/masking.ts';
import type { SiteStore } from '#src/lib/site-store.ts';

/** One tag-manager event. */
type AnalyticsEvent = { readonly event: 'page_view' | 'sign_in' | 'sign_up' | 'error' | 'redemption' } & Readonly<Record<string, unknown>>;

/**
 * Sends events to the tag manager's data layer (`window.dataLayer`), only while the
 * visitor has accepted all cookies; nothing is queued before. Emails never leave unmasked.
 */
export function createAnalytics({ store, dataLayer }: { store: SiteStore; dataLayer: () => unknown[] }) {
  return {
    track(event: AnalyticsEvent) {
      if (store.getState().cookiesAccepted !== true) return;
      dataLayer().push(maskForLog(event));
    },
  };
}

/** The analytics of the shell. */
export type Analytics = ReturnType<typeof createAnalytics>;

/** Tracks what the bus and the store announce: sign-ups, sign-ins, redemptions and errors shown. */
export function trackSiteEvents(analytics: Analytics, bus: EventBus, store: SiteStore): () => void {
  const stops = [
    bus.on('session:signed-in', ({ consumerId, newMember }) => analytics.track({ event: newMember ? 'sign_up' : 'sign_in', consumerId })),
    bus.on('reward:redeemed', (redemption) => analytics.track({ event: 'redemption', ...redemption })),
    store.subscribe((state, previous) => {
      if (state.errorModalCode !== null && previous.errorModalCode === null)
        analytics.track({ event: 'error', code: state.errorModalCode });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
