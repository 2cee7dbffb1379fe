// The compose step: merges each remote's route-claims.json with where the remote is
// deployed into composition.json, and writes the environment's config.json. The shell
// reads both at start, so deploying a remote never rebuilds the shell.
import fs from 'node:fs';
import path from 'node:path';
import { appByDir, deployDir, distDir, remotes, shellPort } from '../lib/apps.mjs';
import { contracts } from '../lib/contracts.mjs';
import { localServices } from '../lib/local-services.mjs';

/** Where the deployment files for a shell port live (one folder per port, so runs don't collide). */
export function deployDirFor(port) {
  return path.join(deployDir, String(port));
}

/**
 * @param {{ port?: number, overrides?: Record<string, { entry: string, dist: string }>, enabled?: Record<string, boolean> }} options
 *   `overrides` points a remote at another deployment (a versioned folder served elsewhere).
 */
export function compose({ port = shellPort(), overrides = {}, enabled = {} } = {}) {
  const entries = remotes.map((app) => {
    const override = overrides[app.name];
    const dist = override?.dist ?? distDir(app);
    const claimsFile = path.join(dist, 'route-claims.json');
    if (!fs.existsSync(claimsFile)) throw new Error(`${app.dir} has no build at ${dist}: run npm run build -w ${app.dir}`);
    const claims = contracts.remoteClaimsSchema.parse(JSON.parse(fs.readFileSync(claimsFile, 'utf8')));
    return {
      ...claims,
      entry: override?.entry ?? `http://localhost:${port + app.portOffset}/mf-manifest.json`,
      enabled: enabled[app.name] ?? true,
    };
  });
  const composition = contracts.compositionSchema.parse({ version: 1, generatedAt: new Date().toISOString(), remotes: entries });
  // Two remotes claiming one path is a deployment error: refuse it here, before a visitor sees it.
  contracts.createRouteIndex([
    ...contracts.siteRoutes.ownedBy('shell'),
    ...composition.remotes.filter((remote) => remote.enabled).flatMap((remote) => remote.routes),
  ]);
  return composition;
}

/** The runtime configuration of a local deployment. */
export function localSiteConfig({ port = shellPort(), env = process.env } = {}) {
  const apiOrigin = `http://localhost:${port + localServices.apiPortOffset}`;
  return contracts.siteConfigSchema.parse({
    environment: env.MAPLE_ENVIRONMENT ?? 'local',
    apiBaseUrl: env.MAPLE_API_BASE_URL ?? `${apiOrigin}/api/v1/ca/`,
    subscriptionKey: env.MAPLE_SUBSCRIPTION_KEY ?? localServices.subscriptionKey,
    identity: {
      issuer: env.MAPLE_IDENTITY_ISSUER ?? `http://localhost:${port + localServices.identityPortOffset}`,
      clientId: env.MAPLE_IDENTITY_CLIENT_ID ?? localServices.identityClientId,
      audience: env.MAPLE_IDENTITY_AUDIENCE ?? localServices.identityAudience,
    },
    geoEndpoint: env.MAPLE_GEO_ENDPOINT ?? `${apiOrigin}/api/v1/ca/geo`,
    corporateSite: { 'en-CA': 'https://www.example.com/en-ca', 'fr-CA': 'https://www.example.com/fr-ca' },
    remoteLoadTimeoutMs: Number(env.MAPLE_REMOTE_TIMEOUT_MS ?? 10000),
    maintenance: env.MAPLE_MAINTENANCE === '1',
  });
}

/** Writes composition.json and config.json for a shell port; returns their paths. */
export function writeDeployment({ port = shellPort(), overrides, enabled, config = localSiteConfig({ port }) } = {}) {
  const dir = deployDirFor(port);
  fs.mkdirSync(dir, { recursive: true });
  const files = { '/composition.json': path.join(dir, 'composition.json'), '/config.json': path.join(dir, 'config.json') };
  const write = (file, value) => {
    // Write then rename, so a server never reads half a file.
    fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
    fs.renameSync(`${file}.tmp`, file);
  };
  write(files['/composition.json'], compose({ port, overrides, enabled }));
  write(files['/config.json'], config);
  return files;
}

function parseOverride(text) {
  // --remote campaigns=http://localhost:9000/mf-manifest.json@/path/to/dist
  const match = /^([a-z-]+)=(\S+)@(\S+)$/.exec(text);
  if (!match) throw new Error(`--remote expects name=entryUrl@distFolder, got "${text}"`);
  return [appByDir(match[1]).name, { entry: match[2], dist: path.resolve(match[3]) }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const overrides = Object.fromEntries(args.filter((_, i) => args[i - 1] === '--remote').map(parseOverride));
  const files = writeDeployment({ overrides });
  console.log(`composed: ${files['/composition.json']}`);
}
