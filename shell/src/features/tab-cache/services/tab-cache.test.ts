import { apiQueryKey } from '@maple/contracts';
import { aPointsBalance, createTestQueryClient } from '@maple/testing';
import { waitFor } from '@testing-library/react';
import { createTabCache, TAB_CACHE_KEY, type TabCacheOptions } from './tab-cache';

const pointsOf = (consumerId: string) => apiQueryKey('points', undefined, { locale: 'en-CA', consumerId });

const caches: { forget(): void }[] = [];
afterEach(() => {
  caches.splice(0).forEach((cache) => cache.forget());
  sessionStorage.clear();
  jest.restoreAllMocks();
});

/** The tab cache of a new page of the tab, counting how often its persistence chunk is loaded. */
function aPage(options: Partial<TabCacheOptions> = {}) {
  const queryClient = createTestQueryClient();
  const loads: number[] = [];
  const load: TabCacheOptions['load'] = () => {
    loads.push(1);
    return import('./persist-for-the-tab');
  };
  const tabCache = createTabCache({ queryClient, build: 'build-1', reloaded: false, load, ...options });
  caches.push(tabCache);
  return { queryClient, tabCache, loads };
}

/** A page of the tab on which Ada's balance was fetched and kept. */
async function aPageThatKeptAdasBalance() {
  const page = aPage();
  await page.tabCache.keep('c-ada');
  page.queryClient.setQueryData(pointsOf('c-ada'), aPointsBalance(120));
  await waitFor(() => expect(sessionStorage.getItem(TAB_CACHE_KEY)).toContain('"points"'));
  return page;
}

describe('the tab cache', () => {
  it('gives the next page of the tab what the member’s last page fetched', async () => {
    await aPageThatKeptAdasBalance();

    const next = aPage();
    await next.tabCache.keep('c-ada');

    expect(next.queryClient.getQueryData(pointsOf('c-ada'))).toEqual(aPointsBalance(120));
  });

  it('loads nothing for a visitor, and removes what a member left in the tab', async () => {
    await aPageThatKeptAdasBalance();

    const visitor = aPage();
    await visitor.tabCache.keep(null);

    expect(visitor.loads).toEqual([]);
    expect(sessionStorage.getItem(TAB_CACHE_KEY)).toBeNull();
  });

  it('forgets at sign-out: what was kept is removed and nothing is kept afterwards', async () => {
    const page = await aPageThatKeptAdasBalance();

    page.tabCache.forget();
    page.queryClient.clear();
    page.queryClient.setQueryData(pointsOf('c-ada'), aPointsBalance(1));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(sessionStorage.getItem(TAB_CACHE_KEY)).toBeNull();
  });

  it('keeps one member at a time: another member signing in on the page starts from nothing', async () => {
    const page = await aPageThatKeptAdasBalance();

    await page.tabCache.keep('c-bob');
    page.queryClient.setQueryData(pointsOf('c-bob'), aPointsBalance(7));
    await waitFor(() => expect(sessionStorage.getItem(TAB_CACHE_KEY)).toContain('c-bob'));

    expect(sessionStorage.getItem(TAB_CACHE_KEY)).not.toContain('c-ada');
    const next = aPage();
    await next.tabCache.keep('c-ada');
    expect(next.queryClient.getQueryData(pointsOf('c-ada'))).toBeUndefined();
  });

  it('starts keeping a member once, however often the session names them', async () => {
    const page = aPage();
    await Promise.all([page.tabCache.keep('c-ada'), page.tabCache.keep('c-ada')]);
    await page.tabCache.keep('c-ada');

    expect(page.loads).toHaveLength(1);
  });

  it('restores nothing for a member who signed out while the persistence was loading', async () => {
    await aPageThatKeptAdasBalance();
    const page = aPage();

    const keeping = page.tabCache.keep('c-ada');
    page.tabCache.forget();
    await keeping;

    expect(page.queryClient.getQueryCache().getAll()).toEqual([]);
    page.queryClient.setQueryData(pointsOf('c-ada'), aPointsBalance(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionStorage.getItem(TAB_CACHE_KEY)).toBeNull();
  });

  it('lets the page fetch as usual when the persistence cannot be loaded or storage is refused', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = aPage({ load: () => Promise.reject(new Error('ChunkLoadError')) });
    await expect(offline.tabCache.keep('c-ada')).resolves.toBeUndefined();

    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const blocked = aPage({ storage: { getItem: refuse, setItem: refuse, removeItem: refuse } });
    await expect(blocked.tabCache.keep('c-ada')).resolves.toBeUndefined();
    expect(() => blocked.tabCache.forget()).not.toThrow();
  });
});
