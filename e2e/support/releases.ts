import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { hashTree, repo } from './deployment';
import { E2E_PORT } from './environment';

/** Where a visitor's release bucket is kept (shell/src/features/composition/services/release-choice.ts). */
export const RELEASE_BUCKET_KEY = 'maple:release-bucket';

/** What `npm run <command> -w <appDir> -- <args>` does for the e2e site's environment: its exit status and output. */
export function runRelease(command: 'deploy' | 'promote' | 'rollback', appDir: string, args: string[] = []) {
  const run = spawnSync(process.execPath, [path.join(repo, 'tools/release/release.mjs'), command, appDir, ...args], {
    env: { ...process.env, PORT: String(E2E_PORT) },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** The folder of one release of a remote (`.deploy/<app>/<version>/`). */
export const releaseFolder = (app: string, version: string) => path.join(repo, '.deploy', app, version);

/** The e2e environment's composition.json, as served. */
export const compositionFile = path.join(repo, '.deploy', String(E2E_PORT), 'composition.json');

/** Removes what a spec left of its release (a run that stopped halfway), so its deploy starts clean. */
export function forgetRelease(app: string, version: string) {
  fs.rmSync(releaseFolder(app, version), { recursive: true, force: true });
  const releases = path.join(repo, '.deploy', String(E2E_PORT), 'releases.json');
  if (!fs.existsSync(releases)) return;
  const channels = Object.entries(JSON.parse(fs.readFileSync(releases, 'utf8')) as Record<string, unknown>);
  fs.writeFileSync(releases, `${JSON.stringify(Object.fromEntries(channels.filter(([name]) => name !== app)), null, 2)}\n`);
}

/**
 * The releases of `app` this page mounted, in order, as the shell's console says
 * (`[shell] remote "rewards" 1.1.0 (canary) mounted`): the label, e.g. `1.1.0 (canary)`.
 */
export function recordMountedReleases(page: Page, app: string): string[] {
  const mounted: string[] = [];
  const line = new RegExp(`^\\[shell\\] remote "${app}" (.+) mounted$`);
  page.on('console', (message) => {
    const match = line.exec(message.text());
    if (match?.[1]) mounted.push(match[1]);
  });
  return mounted;
}

/**
 * Deploys one release of a remote for a whole spec file (built once, in `beforeAll`) and, once
 * the file is done, runs `cleanUp`, forgets the release and checks that not one byte of the
 * shell's build changed.
 */
export function deployForTheFile({ appDir, app, version, args = [], live, cleanUp }: ReleaseForTheFile) {
  const shellDist = path.join(repo, 'shell/dist');
  let shellBefore: Record<string, string> = {};
  test.beforeAll(() => {
    test.setTimeout(300_000);
    shellBefore = hashTree(shellDist);
    forgetRelease(app, version);
    const deployed = runRelease('deploy', appDir, ['--version', version, ...args]);
    expect(deployed.output).toContain(live);
    expect(deployed.ok).toBe(true);
  });
  test.afterAll(() => {
    cleanUp?.();
    forgetRelease(app, version);
    expect(hashTree(shellDist)).toEqual(shellBefore);
  });
}

/** What {@link deployForTheFile} deploys, and what it says is live once deployed. */
interface ReleaseForTheFile {
  readonly appDir: string;
  readonly app: string;
  readonly version: string;
  readonly args?: string[];
  readonly live: string;
  readonly cleanUp?: () => void;
}
