import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { deployForTheFile, recordMountedReleases, releaseFolder, runRelease } from '../support/releases';

const version = 'e2e-rollback';

// One build for the file: mfe-rewards released once as the stable version for every visitor.
deployForTheFile({ appDir: 'mfe-rewards', app: 'rewards', version, live: `rewards: ${version}` });

test('a released version is never deployed again over itself', () => {
  const again = runRelease('deploy', 'mfe-rewards', ['--version', version]);
  expect(again.ok).toBe(false);
  expect(again.output).toContain(`rewards ${version} was released here before: deploy a new version`);
});

test('a rollback is one command, and the site follows on the next page load, with no build', async ({ page }) => {
  const mounted = recordMountedReleases(page, 'rewards');
  // The shell says which release mounted once the remote's mount is done.
  await page.goto('/rewards/');
  await expect.poll(() => mounted, { timeout: 20_000 }).toEqual([version]);

  const rolledBack = runRelease('rollback', 'mfe-rewards');
  expect(rolledBack.output).toContain('rewards: the unversioned build');
  expect(rolledBack.ok).toBe(true);
  // The release stays where it was, immutable, ready to be released again.
  expect(fs.existsSync(path.join(releaseFolder('rewards', version), 'remoteEntry.js'))).toBe(true);

  await page.reload();
  await expect.poll(() => mounted, { timeout: 20_000 }).toEqual([version, 'unversioned build']);
});
