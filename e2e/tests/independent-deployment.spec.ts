import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildRelease, compose, hashTree, repo, serveRelease } from '../support/deployment';
import { E2E_PORT } from '../support/environment';

const campaigns = path.join(repo, 'mfe-campaigns');
const registryFile = path.join(campaigns, 'src/features/landing-pages/landing-pages.ts');
const pageFile = path.join(campaigns, 'src/features/landing-pages/pages/e2e-spring-cleanup.ts');
const releaseDir = path.join(repo, 'e2e/.work/campaigns-release');
const releasePort = E2E_PORT + 6;

// What a campaign team writes: one file with the page in both languages.
const landingPageSource = `import type { LandingPageDefinition } from '../landing-page-definition';

export const e2eSpringCleanup: LandingPageDefinition = {
  route: {
    id: 'e2eSpringCleanup',
    app: 'campaigns',
    kind: 'landing',
    protected: false,
    paths: { 'en-CA': '/spring-cleanup-e2e/', 'fr-CA': '/fr/grand-menage-e2e/' },
    title: { 'en-CA': 'Spring clean-up', 'fr-CA': 'Grand ménage du printemps' },
  },
  content: {
    'en-CA': { intro: 'Fresh starts for every room of the house.', sections: [{ heading: 'Start with the kitchen', body: 'Clear the counters first.' }] },
    'fr-CA': { intro: 'Un nouveau départ pour chaque pièce de la maison.', sections: [{ heading: 'Commencez par la cuisine', body: 'Dégagez d’abord les comptoirs.' }] },
  },
};
`;

test('a new landing page built and deployed with mfe-campaigns alone goes live in both languages, served as HTML; the shell is untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shellBefore = hashTree(path.join(repo, 'shell/dist'));
  const registryBefore = fs.readFileSync(registryFile, 'utf8');
  const registryTimes = fs.statSync(registryFile);
  let server: ChildProcess | undefined;
  try {
    // 1. The campaign team adds the page to mfe-campaigns and builds only mfe-campaigns,
    //    publishing the release to its own folder.
    fs.writeFileSync(pageFile, landingPageSource);
    fs.writeFileSync(
      registryFile,
      `import { e2eSpringCleanup } from './pages/e2e-spring-cleanup';\n${registryBefore.replace(/(export const landingPages[^=]*=\s*\[)/, '$1e2eSpringCleanup, ')}`,
    );
    buildRelease(campaigns, releaseDir);
    expect(fs.readFileSync(path.join(releaseDir, 'route-claims.json'), 'utf8')).toContain('/spring-cleanup-e2e/');

    // 2. Deploy: serve the release and point the composition at it.
    server = await serveRelease(releaseDir, releasePort);
    compose(['--remote', `campaigns=http://localhost:${releasePort}/remoteEntry.js@${releaseDir}`]);

    // 3. Its HTML is served at both paths, heading and text before any script (a plain request).
    for (const [path, heading, text] of [
      ['/spring-cleanup-e2e/', 'Spring clean-up', 'Fresh starts for every room of the house.'],
      ['/fr/grand-menage-e2e', 'Grand ménage du printemps', 'Un nouveau départ pour chaque pièce de la maison.'],
    ] as const) {
      const served = await request.get(path);
      expect(served.headers()['content-type']).toContain('text/html');
      const html = await served.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(text);
      expect(html).toContain(`<title>${heading} | Maple Rewards</title>`);
    }

    // 4. The page is live in both languages, rendered by mfe-campaigns, and the switch pairs them.
    await page.goto('/spring-cleanup-e2e/');
    await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1, name: 'Spring clean-up' })).toBeVisible();
    await expect(page).toHaveTitle('Spring clean-up | Maple Rewards');
    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page).toHaveURL(/\/fr\/grand-menage-e2e\/$/);
    await expect(
      page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1, name: 'Grand ménage du printemps' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.goto('/fr/grand-menage-e2e');
    await expect(page.getByText('Un nouveau départ pour chaque pièce de la maison.')).toBeVisible();

    // 5. Not one byte of the shell's build changed.
    expect(hashTree(path.join(repo, 'shell/dist'))).toEqual(shellBefore);
  } finally {
    // First, so the release's server stops even if composing again fails.
    server?.kill('SIGTERM');
    fs.writeFileSync(registryFile, registryBefore);
    // Same content, same time: the regular build of mfe-campaigns is not stale afterwards.
    fs.utimesSync(registryFile, registryTimes.atime, registryTimes.mtime);
    fs.rmSync(pageFile, { force: true });
    compose();
    fs.rmSync(releaseDir, { recursive: true, force: true });
  }
  // Rolled back: the page is gone again, its served HTML too.
  expect(await (await request.get('/spring-cleanup-e2e/')).text()).not.toContain('Spring clean-up');
  await page.goto('/spring-cleanup-e2e/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
