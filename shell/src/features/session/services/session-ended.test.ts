/**
 * @jest-environment node
 */
import { createMemoryStorage } from '#src/lib/safe-storage.ts';
import { createSiteStore } from '#src/lib/site-store.ts';
import { announceSessionEnded, showLeftSessionEndedNotice } from './session-ended';
import { SESSION_ENDED_KEY } from './session-keys';

describe('the notice of a session that ended by itself', () => {
  it('shows once on the page after the provider’s logout, then is gone', () => {
    const storage = createMemoryStorage();
    announceSessionEnded({ store: createSiteStore(), storage, afterLeaving: true });

    const next = createSiteStore();
    showLeftSessionEndedNotice({ store: next, storage });
    expect(next.getState().alerts).toEqual([expect.objectContaining({ id: 'session-ended', tone: 'info' })]);
    expect(storage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });

  it('says the account was deleted, in both languages, here and after the provider’s logout', () => {
    const storage = createMemoryStorage();
    const store = createSiteStore();
    announceSessionEnded({ store, storage, afterLeaving: true, why: 'accountDeleted' });
    expect(store.getState().alerts).toEqual([expect.objectContaining({ id: 'account-deleted', tone: 'success' })]);

    const next = createSiteStore();
    showLeftSessionEndedNotice({ store: next, storage });
    const [notice] = next.getState().alerts;
    expect(notice?.message['en-CA']).toBe(
      'Your Maple Rewards account was deleted and you are signed out. Thank you for having been a member.',
    );
    expect(notice?.message['fr-CA']).toBe('Votre compte Maple Rewards a été supprimé et vous êtes déconnecté. Merci d’avoir été membre.');
    expect(storage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });

  it('shows only where it is said when nothing follows', () => {
    const storage = createMemoryStorage();
    const store = createSiteStore();
    announceSessionEnded({ store, storage, afterLeaving: false });
    expect(store.getState().alerts).toHaveLength(1);
    expect(storage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });
});
