import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT, remoteOrigin } from '../support/environment';
import { deployForTheFile, RELEASE_BUCKET_KEY, recordMountedReleases, runRelease } from '../support/releases';

const version = 'e2e-canary';

// One build for the file: mfe-rewards deployed once as a canary for half the visitors; rolled
// back at the end.
deployForTheFile({
  appDir: 'mfe-rewards',
  app: 'rewards',
  version,
  args: ['--canary', '50'],
  live: `rewards: the unversioned build with canary ${version} at 50 %`,
  cleanUp: () => runRelease('rollback', 'mfe-rewards'),
});

/** A visitor whose bucket was drawn on an earlier visit and kept on their device. */
function withBucket(bucket: number) {
  return {
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${E2E_PORT}`,
          localStorage: [
            { name: 'cookieConsent', value: 'necessary' },
            { name: RELEASE_BUCKET_KEY, value: String(bucket) },
          ],
        },
      ],
    },
  };
}

/**
 * Loads two pages of the rewards remote and reloads the second, as one visitor: the release
 * each load mounted, and the rewards entries it fetched.
 */
async function releasesSeenAcrossPages(page: Page) {
  const mounted = recordMountedReleases(page, 'rewards');
  const entries: string[] = [];
  page.on('request', (request) => request.url().startsWith(remoteOrigin(1)) && entries.push(new URL(request.url()).pathname));
  for (const [index, step] of ['/rewards/', '/rewards/all/', 'a reload'].entries()) {
    if (step === 'a reload') await page.reload();
    else await page.goto(step);
    // The shell says which release mounted once the remote's mount is done.
    await expect.poll(() => mounted.length, { message: `the rewards remote mounted on ${step}`, timeout: 20_000 }).toBe(index + 1);
  }
  return { mounted, entries: entries.filter((entry) => entry.endsWith('remoteEntry.js')) };
}

const canaryEntry = `/releases/${version}/remoteEntry.js`;

// With a 50 % canary, two visitors on either side of the share run different releases.
test.describe('with a 50 % canary', () => {
  test.describe('a visitor in the canary', () => {
    test.use(withBucket(25));
    test('runs it on every page and after a reload, from its own folder', async ({ page }) => {
      const seen = await releasesSeenAcrossPages(page);
      expect(seen.mounted).toEqual([`${version} (canary)`, `${version} (canary)`, `${version} (canary)`]);
      expect(seen.entries).toEqual([canaryEntry, canaryEntry, canaryEntry]);
    });
  });

  test.describe('a visitor outside it', () => {
    test.use(withBucket(75));
    test('runs the stable release on every page and after a reload, while the canary is live', async ({ page }) => {
      const seen = await releasesSeenAcrossPages(page);
      expect(seen.mounted).toEqual(['unversioned build', 'unversioned build', 'unversioned build']);
      expect(seen.entries).toEqual(['/remoteEntry.js', '/remoteEntry.js', '/remoteEntry.js']);
    });
  });
});

test('a first-time visitor is given a bucket, kept on the device, and runs the release it falls in', async ({ page }) => {
  const mounted = recordMountedReleases(page, 'rewards');
  await page.goto('/rewards/');
  await expect.poll(() => mounted.length, { timeout: 20_000 }).toBe(1);
  const bucket = Number(await page.evaluate((key) => localStorage.getItem(key), RELEASE_BUCKET_KEY));
  expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
  expect(mounted).toEqual([bucket < 50 ? `${version} (canary)` : 'unversioned build']);
  await page.reload();
  await expect.poll(() => mounted, { timeout: 20_000 }).toEqual([mounted[0], mounted[0]]);
});

test('a tester picks a release with ?release=, and the choice holds on later pages until @auto', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '99'), RELEASE_BUCKET_KEY);
  const mounted = recordMountedReleases(page, 'rewards');
  await page.goto(`/rewards/?release=rewards@canary`);
  await expect.poll(() => mounted, { timeout: 20_000 }).toEqual([`${version} (canary)`]);
  await page.goto('/rewards/all/');
  await expect.poll(() => mounted, { timeout: 20_000 }).toEqual([`${version} (canary)`, `${version} (canary)`]);
  await page.goto('/rewards/?release=rewards@auto');
  await expect.poll(() => mounted.at(-1), { timeout: 20_000 }).toBe('unversioned build');
});
