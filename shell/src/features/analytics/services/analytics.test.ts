import { createEventBus } from '@maple/contracts';
import { createSiteStore } from '#src/lib/site-store.ts';
import { createAnalytics, trackSiteEvents } from './analytics';

function setUp() {
  const store = createSiteStore();
  const bus = createEventBus();
  const dataLayer: unknown[] = [];
  const analytics = createAnalytics({ store, dataLayer: () => dataLayer });
  trackSiteEvents(analytics, bus, store);
  return { store, bus, analytics, dataLayer };
}

describe('analytics', () => {
  it('sends nothing before the visitor accepts cookies, and nothing is queued for later', () => {
    const { store, analytics, dataLayer } = setUp();
    analytics.track({ event: 'page_view', path: '/' });
    store.actions.setCookiesAccepted(false);
    analytics.track({ event: 'page_view', path: '/help' });
    store.actions.setCookiesAccepted(true);
    expect(dataLayer).toEqual([]);
  });

  it('sends page views, sign-ups, sign-ins, redemptions and errors once accepted, with emails masked', () => {
    const { store, bus, analytics, dataLayer } = setUp();
    store.actions.setCookiesAccepted(true);
    analytics.track({ event: 'page_view', path: '/rewards/', referrer: 'mail from jane@example.com' });
    bus.emit('session:signed-in', { consumerId: 'c-1', newMember: true });
    bus.emit('session:signed-in', { consumerId: 'c-1', newMember: false });
    bus.emit('reward:redeemed', { rewardTypeExternalReference: 'GC-TIMHORTONS-5', rewardType: 'GIFT_CARD', pointsRedeemed: 500 });
    store.actions.setErrorModal(1275);
    store.actions.setErrorModal(1276);
    expect(dataLayer).toEqual([
      { event: 'page_view', path: '/rewards/', referrer: 'mail from j***@*******.***' },
      { event: 'sign_up', consumerId: 'c-1' },
      { event: 'sign_in', consumerId: 'c-1' },
      { event: 'redemption', rewardTypeExternalReference: 'GC-TIMHORTONS-5', rewardType: 'GIFT_CARD', pointsRedeemed: 500 },
      { event: 'error', code: 1275 },
    ]);
  });
});
