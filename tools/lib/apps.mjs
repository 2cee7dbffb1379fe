// The one list of the site's apps, their federation names and local ports.
// Every script (build, compose, serve, dev, bench, e2e) reads it from here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Port offset of each app from the shell's port (8080 by default, PORT overrides). */
export const apps = [
  { dir: 'shell', name: 'shell', federationName: 'shell', portOffset: 0 },
  { dir: 'mfe-rewards', name: 'rewards', federationName: 'mfe_rewards', portOffset: 1 },
  { dir: 'mfe-coupons', name: 'coupons', federationName: 'mfe_coupons', portOffset: 2 },
  { dir: 'mfe-account', name: 'account', federationName: 'mfe_account', portOffset: 3 },
  { dir: 'mfe-surveys', name: 'surveys', federationName: 'mfe_surveys', portOffset: 4 },
  { dir: 'mfe-campaigns', name: 'campaigns', federationName: 'mfe_campaigns', portOffset: 5 },
];

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
