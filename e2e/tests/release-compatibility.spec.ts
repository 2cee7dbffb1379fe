import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hashTree, repo } from '../support/deployment';
import { compositionFile, forgetRelease, releaseFolder, runRelease } from '../support/releases';

const version = 'e2e-incompatible';
const contractsVersionFile = path.join(repo, 'shared-contracts/src/composition/compatibility.ts');
const shellDist = path.join(repo, 'shell/dist');
const newer = { contracts: '1.0.0', react: '19.3.1' };
let shellBefore: Record<string, string>;
let refused: { ok: boolean; output: string };
let compositionBefore: string;

// One build for the file: mfe-surveys built on a checkout whose contracts are 1.0.0 (a team
// ahead of the shell), then deployed.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  shellBefore = hashTree(shellDist);
  compositionBefore = fs.readFileSync(compositionFile, 'utf8');
  forgetRelease('surveys', version);
  const source = fs.readFileSync(contractsVersionFile, 'utf8');
  const times = fs.statSync(contractsVersionFile);
  try {
    fs.writeFileSync(contractsVersionFile, source.replace(/CONTRACTS_VERSION = '[^']+'/, `CONTRACTS_VERSION = '${newer.contracts}'`));
    refused = runRelease('deploy', 'mfe-surveys', ['--version', version]);
  } finally {
    fs.writeFileSync(contractsVersionFile, source);
    // Same content, same time: no build is stale afterwards.
    fs.utimesSync(contractsVersionFile, times.atime, times.mtime);
  }
});

test.afterAll(() => {
  forgetRelease('surveys', version);
  expect(hashTree(shellDist)).toEqual(shellBefore);
});

test('the compose step refuses a remote built against contracts the shell does not have, naming both sides; nothing goes live', () => {
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain(
    `surveys ${version} was built against @maple/contracts 1.0.0 and React 19.3.1, but the shell has @maple/contracts 0.1.0 and React 19.3.1`,
  );
  expect(fs.existsSync(releaseFolder('surveys', version))).toBe(false);
  expect(fs.readFileSync(compositionFile, 'utf8')).toBe(compositionBefore);
});

test('the shell skips an incompatible entry of a hand-edited composition and reports it; the rest of the site works', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => message.type() === 'error' && reports.push(message.text()));
  await page.route('**/composition.json', async (route) => {
    const response = await route.fetch();
    const composition = await response.json();
    for (const remote of composition.remotes) if (remote.app === 'surveys') Object.assign(remote, { version, builtWith: newer });
    await route.fulfill({ response, json: composition });
  });

  await page.goto('/rewards/');
  await expect(page.locator('[data-mfe="rewards"]').getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect
    .poll(() => reports.find((text) => text.includes('remote "surveys" failed (config)')))
    .toContain(`surveys ${version} was built against @maple/contracts 1.0.0 and React 19.3.1, but the shell has @maple/contracts 0.1.0`);

  // Its screens are not composed; the others are.
  await page.goto('/survey/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
});
