import { createMemoryStorage } from './safe-storage';
import { createSiteStore } from './site-store';
import { keepVisitPages, readVisitPages, VISIT_PAGES_KEY } from './visit-pages';

describe("the visit's page count kept for the tab", () => {
  it('starts a new visit at no page', () => {
    expect(readVisitPages(createMemoryStorage())).toBe(0);
  });

  it('continues the count a full page load of the same tab left', () => {
    const storage = createMemoryStorage();
    const firstDocument = createSiteStore({ pageVisits: readVisitPages(storage) });
    keepVisitPages(firstDocument, storage);
    firstDocument.actions.recordPageVisit();

    const nextDocument = createSiteStore({ pageVisits: readVisitPages(storage) });
    keepVisitPages(nextDocument, storage);
    nextDocument.actions.recordPageVisit();
    expect(nextDocument.getState().pageVisits).toBe(2);
    expect(storage.getItem(VISIT_PAGES_KEY)).toBe('2');
  });

  it('counts anything unreadable in storage as a new visit', () => {
    for (const stored of ['-1', '2.5', 'two', '']) {
      const storage = createMemoryStorage();
      storage.setItem(VISIT_PAGES_KEY, stored);
      expect(readVisitPages(storage)).toBe(0);
    }
  });

  it('starts again once the member signs out, as the rest of the site state does', () => {
    const storage = createMemoryStorage();
    const store = createSiteStore({ pageVisits: 3 });
    keepVisitPages(store, storage);
    store.actions.signOut();
    expect(readVisitPages(storage)).toBe(0);
  });
});
