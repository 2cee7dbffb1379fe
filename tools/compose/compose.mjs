// The compose step: merges each remote's route-claims.json with where the remote is
// deployed into composition.json, and writes the environment's config.json. The shell
// reads both at start, so deploying a remote never rebuilds the shell.
import fs from 'node:fs';
import path from 'node:path';
import { apps, deployDir, distDir, remotes, shellPort } from '../lib/apps.mjs';
import { contracts } from '../lib/contracts.mjs';
import { couponPagesFor } from './coupon-pages.mjs';
import { writePrerenderedPages } from './prerendered-pages.mjs';
import { localServices } from '../lib/local-services.mjs';

/** Where the deployment files for a shell port live (one folder per port, so runs don't collide). */
export function deployDirFor(port) {
  return path.join(deployDir, String(port));
}

/**
 * @param {{ port?: number, overrides?: Record<string, { entry: string, dist: string }>, enabled?: Record<string, boolean> }} options
 *   `overrides` points a remote at another deployment (a versioned folder served elsewhere);
 *   an override naming a remote the workspace does not have adds it (a new team's remote).
 */
export function compose(options = {}) {
  return composeReleases(options).composition;
}

/** The composition, and the build folder of each of its remotes (where their prerendered pages are). */
function composeReleases({ port = shellPort(), overrides = {}, enabled = {} } = {}) {
  const known = remotes.map((app) => ({
    name: app.name,
    dist: distDir(app),
    entry: `http://localhost:${port + app.portOffset}/remoteEntry.js`,
  }));
  const added = Object.keys(overrides)
    .filter((name) => !remotes.some((app) => app.name === name))
    .map((name) => ({ name }));
  const releases = {};
  const entries = [...known, ...added].map(({ name, dist, entry }) => {
    const override = overrides[name];
    const release = override?.dist ?? dist;
    releases[name] = release;
    const claimsFile = path.join(release, 'route-claims.json');
    if (!fs.existsSync(claimsFile)) throw new Error(`${name} has no build at ${release}: build it first (npm run build -w <its folder>)`);
    const claims = contracts.remoteClaimsSchema.parse(JSON.parse(fs.readFileSync(claimsFile, 'utf8')));
    if (claims.app !== name) throw new Error(`${claimsFile} is the build of ${claims.app}, not of ${name}`);
    // Each entry is checked as the shell will check it.
    return contracts.compositionRemoteSchema.parse({ ...claims, entry: override?.entry ?? entry, enabled: enabled[name] ?? true });
  });
  const deployed = { version: 1, generatedAt: new Date().toISOString(), remotes: entries };
  // Two remotes claiming one path (or a shell path) is a deployment error: refuse it here, before a visitor sees it.
  const { rejected } = contracts.readComposition(deployed, contracts.siteRoutes.ownedBy('shell'));
  if (rejected.length > 0)
    throw new Error(`The composition is not deployable: ${rejected.map((r) => `${r.name}: ${r.reason}`).join('; ')}`);
  return { composition: deployed, releases };
}

/** The runtime configuration of a local deployment. */
export function localSiteConfig({ port = shellPort(), env = process.env } = {}) {
  const apiOrigin = `http://localhost:${port + localServices.apiPortOffset}`;
  const environment = env.MAPLE_ENVIRONMENT ?? 'local';
  return contracts.siteConfigSchema.parse({
    environment,
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
    apiTimeoutMs: Number(env.MAPLE_API_TIMEOUT_MS ?? 10000),
    maintenance: env.MAPLE_MAINTENANCE === '1',
    couponPages: couponPagesFor(environment, env),
  });
}

/**
 * Writes composition.json and config.json for a shell port; returns their paths. `dir` puts
 * them elsewhere than the port's folder (the nginx site keeps its own copy).
 */
export function writeDeployment({
  port = shellPort(),
  overrides,
  enabled,
  config = localSiteConfig({ port }),
  dir = deployDirFor(port),
} = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const files = { '/composition.json': path.join(dir, 'composition.json'), '/config.json': path.join(dir, 'config.json') };
  const write = (file, value) => {
    // Write then rename, so a server never reads half a file.
    fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
    fs.renameSync(`${file}.tmp`, file);
  };
  const { composition, releases } = composeReleases({ port, overrides, enabled });
  // The served HTML of the pages remotes prerendered, before the composition that routes to them.
  writePrerenderedPages({
    shellDist: distDir(apps.find((app) => app.name === 'shell')),
    composition,
    releases,
    pagesDir: path.join(dir, 'pages'),
  });
  write(files['/composition.json'], composition);
  write(files['/config.json'], config);
  return files;
}

/** The folder of a deployment's served pages (one `index.html` per path), beside its `composition.json`. */
export function prerenderedPagesDir(files) {
  return path.join(path.dirname(files['/composition.json']), 'pages');
}

function parseOverride(text) {
  // --remote campaigns=http://localhost:9000/mf-manifest.json@/path/to/dist (a name the workspace
  // does not know adds that remote)
  const match = /^([a-z][a-z0-9-]*)=(\S+)@(\S+)$/.exec(text);
  if (!match) throw new Error(`--remote expects name=entryUrl@distFolder, got "${text}"`);
  const known = remotes.find((app) => app.dir === match[1] || app.name === match[1]);
  return [known?.name ?? match[1], { entry: match[2], dist: path.resolve(match[3]) }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const overrides = Object.fromEntries(args.filter((_, i) => args[i - 1] === '--remote').map(parseOverride));
  const files = writeDeployment({ overrides });
  console.log(`composed: ${files['/composition.json']} (served pages in ${prerenderedPagesDir(files)})`);
}
