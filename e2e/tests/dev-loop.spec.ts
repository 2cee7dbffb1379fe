import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repo } from '../support/deployment';
import { E2E_PORT } from '../support/environment';

// `npm run dev -w mfe-campaigns` on ports of its own, while this test edits the remote's sources.
const devPort = E2E_PORT + 20;
const campaigns = path.join(repo, 'mfe-campaigns/src/features');
const aboutPage = path.join(campaigns, 'about/components/about-page.tsx');
const registryFile = path.join(campaigns, 'landing-pages/landing-pages.ts');
const landingFile = path.join(campaigns, 'landing-pages/pages/e2e-dev-loop.ts');

const landingPage = `import type { LandingPageDefinition } from '../landing-page-definition';

export const e2eDevLoop: LandingPageDefinition = {
  route: {
    id: 'e2eDevLoop',
    app: 'campaigns',
    kind: 'landing',
    protected: false,
    paths: { 'en-CA': '/dev-loop-e2e/', 'fr-CA': '/fr/boucle-dev-e2e/' },
    title: { 'en-CA': 'Added while running', 'fr-CA': 'Ajoutée en cours de route' },
  },
  content: {
    'en-CA': { intro: 'This page was added while the remote ran in development.', sections: [] },
    'fr-CA': { intro: 'Cette page a été ajoutée pendant que le remote tournait en développement.', sections: [] },
  },
};
`;

test('a remote in development refreshes an edited component in place, and serves a new landing page without a restart', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const originals = new Map(
    [aboutPage, registryFile].map((file) => [file, { text: fs.readFileSync(file, 'utf8'), stat: fs.statSync(file) }]),
  );
  let dev: ChildProcess | undefined;
  try {
    dev = spawn(process.execPath, [path.join(repo, 'tools/serve/dev.mjs'), 'mfe-campaigns'], {
      env: { ...process.env, PORT: String(devPort) },
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(async () => (await fetch(`http://localhost:${devPort + 5}/remoteEntry.js`).catch(() => null))?.status, { timeout: 180_000 })
      .toBe(200);
    await page.goto(`http://localhost:${devPort}/about`);
    const remote = page.locator('[data-mfe="campaigns"]');
    await expect(remote.getByRole('heading', { level: 1, name: 'About Maple Rewards' })).toBeVisible({ timeout: 60_000 });

    // 1. An edited component is replaced in the page: no reload (the marker survives).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const about = originals.get(aboutPage)?.text ?? '';
    fs.writeFileSync(aboutPage, about.replace('</RemotePage>', '<p>Edited while running</p>\n    </RemotePage>'));
    await expect(remote.getByText('Edited while running')).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);

    // 2. A landing page added to the registry is composed on the rebuild and served at its path.
    fs.writeFileSync(landingFile, landingPage);
    const registry = originals.get(registryFile)?.text ?? '';
    fs.writeFileSync(
      registryFile,
      `import { e2eDevLoop } from './pages/e2e-dev-loop';\n${registry.replace(/(export const landingPages[^=]*=\s*\[)/, '$1e2eDevLoop, ')}`,
    );
    await expect
      .poll(async () => JSON.stringify(await (await fetch(`http://localhost:${devPort}/composition.json`)).json()), { timeout: 60_000 })
      .toContain('/dev-loop-e2e/');
    // A new tab: the dev server reloads the open one for a change it cannot hot-replace (the
    // registry), and that reload could interrupt a navigation made in it.
    const landing = await page.context().newPage();
    await landing.goto(`http://localhost:${devPort}/dev-loop-e2e/`);
    await expect(landing.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1, name: 'Added while running' })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    // Same content, same times: the regular build of mfe-campaigns is not stale afterwards.
    for (const [file, { text, stat }] of originals) {
      fs.writeFileSync(file, text);
      fs.utimesSync(file, stat.atime, stat.mtime);
    }
    fs.rmSync(landingFile, { force: true });
    if (dev?.pid) process.kill(-dev.pid, 'SIGINT');
  }
});
