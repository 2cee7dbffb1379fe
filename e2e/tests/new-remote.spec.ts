import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildRelease, compose, hashTree, repo, serveRelease } from '../support/deployment';
import { E2E_PORT } from '../support/environment';
import { confirmEmailThroughTheOutbox, expect, signUpThroughTheSite, test } from '../support/member-fixture';

const fixture = path.join(repo, 'e2e/fixtures/mfe-partner-offers');
const releaseDir = path.join(repo, 'e2e/.work/partner-offers-release');
const releasePort = E2E_PORT + 7;

test('a remote the shell has never heard of goes live from composition.json alone, and its calls refresh the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(path.join(repo, 'shell/dist'));
  const failures: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  let server: ChildProcess | undefined;
  try {
    // 1. A new team builds its remote with the shared factory, publishes it, and adds it to composition.json.
    buildRelease(fixture, releaseDir);
    server = await serveRelease(releaseDir, releasePort);
    compose(['--remote', `partner-offers=http://localhost:${releasePort}/remoteEntry.js@${releaseDir}`]);

    // 2. Its screens are live in both languages, and the language switch pairs them.
    await page.goto('/partner-offers/');
    const remote = page.locator('[data-mfe="partner-offers"]');
    await expect(remote.getByRole('heading', { level: 1, name: 'Partner offers' })).toBeVisible();
    await expect(page).toHaveTitle('Partner offers | Maple Rewards');
    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page).toHaveURL(/\/fr\/offres-partenaires\/$/);
    await expect(remote.getByRole('heading', { level: 1, name: 'Offres des partenaires' })).toBeVisible();

    // 3. Its site-wide parcel shows on every page, whoever renders the page, in its language.
    await page.goto('/fr/aide');
    const banner = page.getByRole('complementary', { name: 'Nouvelles des partenaires' });
    await expect(banner).toContainText('Les offres des partenaires sont arrivées');
    await banner.getByRole('link', { name: 'Offres des partenaires' }).click();
    await expect(remote.getByRole('heading', { level: 1, name: 'Offres des partenaires' })).toBeVisible();

    // 4. A member enters a sweepstakes from this remote: the shell's header balance follows, without a reload.
    await page.goto('/partner-offers/');
    await confirmEmailThroughTheOutbox(page, await signUpThroughTheSite(page));
    const account = page.getByRole('navigation', { name: 'Your account' });
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(account).toContainText('25 points');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const groceries = remote.getByRole('listitem').filter({ hasText: 'Win a year of groceries' });
    await groceries.getByRole('button', { name: 'Enter for 25 points' }).click();
    await expect(remote.getByRole('status')).toHaveText('You are entered.');
    await expect(account).toContainText('0 points');
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);

    // 5. A render error in the remote, after it mounted, stays in its slot.
    await page.goto('/partner-offers/?explode');
    await expect(page.locator('[data-slot="partner-offers"]').getByRole('alert')).toContainText('This part of the site could not load');
    expect(failures.some((text) => text.includes('remote "partner-offers" failed (render)'))).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
    await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

    // 6. Not one byte of the shell's build changed.
    expect(hashTree(path.join(repo, 'shell/dist'))).toEqual(shellBefore);
  } finally {
    // First, so the release's server stops even if composing again fails.
    server?.kill('SIGTERM');
    compose();
    fs.rmSync(releaseDir, { recursive: true, force: true });
  }
  // Rolled back: the remote's screens are gone again.
  await page.goto('/partner-offers/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
