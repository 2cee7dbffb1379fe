import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORT } from './environment';

/** The repository the e2e suite runs in. */
export const repo = path.resolve(__dirname, '../..');

/** A SHA-256 of every file under `dir`, by relative path: equal maps mean not one byte changed. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return hashes;
}

/** Runs the compose step for the e2e site, with `--remote name=entry@dist` arguments. */
export function compose(extra: string[] = []) {
  execFileSync(process.execPath, [path.join(repo, 'tools/compose/compose.mjs'), ...extra], {
    env: { ...process.env, PORT: String(E2E_PORT) },
  });
}

/** Builds an app folder with the workspace's webpack factory into a release folder. */
export function buildRelease(appDir: string, releaseDir: string) {
  fs.rmSync(releaseDir, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(repo, 'node_modules/.bin/webpack'), '--mode', 'production'], {
    cwd: appDir,
    env: { ...process.env, MAPLE_OUTPUT_DIR: releaseDir },
  });
}

/** Serves a release folder on a port, as a CDN would; resolves once it answers. */
export async function serveRelease(releaseDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(repo, 'tools/serve/serve-folder.mjs'), releaseDir, String(port)], { stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`http://localhost:${port}/remoteEntry.js`).catch(() => null))?.status).toBe(200);
  return server;
}
