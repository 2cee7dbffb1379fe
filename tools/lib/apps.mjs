// The site's apps, their federation names and local ports, as the scripts (build, compose,
// serve, dev, bench, e2e) use them. The list itself comes from the packages' package.json.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const workspace = require('./workspace-apps.cjs');

export const repoRoot = workspace.repoRoot;

/** Every app, from the `maple` field of each workspace's package.json (see workspace-apps.cjs). */
export const apps = workspace.readApps();

export const remotes = apps.filter((app) => app.name !== 'shell');

export function appByDir(dir) {
  const app = apps.find((candidate) => candidate.dir === dir || candidate.name === dir);
  if (!app) throw new Error(`Unknown app "${dir}". Known: ${apps.map((a) => a.dir).join(', ')}`);
  return app;
}

// Ports the Fetch standard and browsers refuse to connect to (the ones near our ranges).
const BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The site's port (PORT, default 8080); the remotes and the dev services use the next ones. */
export function shellPort(env = process.env) {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - 20) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const blocked = Array.from({ length: 12 }, (_, offset) => port + offset).filter((candidate) => BLOCKED_PORTS.has(candidate));
  if (blocked.length > 0)
    throw new Error(`PORT ${port} would put a server on port ${blocked.join(', ')}, which browsers refuse: choose another PORT`);
  return port;
}

export const distDir = (app) => path.join(repoRoot, app.dir, 'dist');

/** Where the deployment files live (composition.json, config.json): beside the shell, never in its build. */
export const deployDir = path.join(repoRoot, '.deploy');

/** Where the deployment files for a shell port live (one folder per port, so runs don't collide). */
export const deployDirFor = (port) => path.join(deployDir, String(port));

/** The deployment files in a deployment folder, by the URI the shell's origin serves them at. */
export const deploymentFilesIn = (dir) => ({
  '/composition.json': path.join(dir, 'composition.json'),
  '/config.json': path.join(dir, 'config.json'),
});
