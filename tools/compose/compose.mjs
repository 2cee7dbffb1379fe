// The compose step: merges each remote's route-claims.json with where the remote is
// deployed and its own settings into composition.json, and writes the environment's
// config.json. The shell reads both at start, so deploying a remote never rebuilds the shell;
// a remote reads neither: its settings reach it in its mount props (decision 053).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apps, deployDir, deployDirFor, deploymentFilesIn, distDir, remotes, repoRoot, shellPort } from '../lib/apps.mjs';
import { contracts } from '../lib/contracts.mjs';
import { readReleaseChannels, RELEASES_PATH, releaseDir, releasesFileIn } from '../release/release-channels.mjs';
import { couponPagesFor } from './coupon-pages.mjs';
import { prerenderedPagesDir, writePrerenderedPages } from './prerendered-pages.mjs';
import { localServices } from '../lib/local-services.mjs';
import { reloadSite } from '../serve/nginx/running-site.mjs';

const { builtWithOf } = createRequire(import.meta.url)('../webpack/built-with-plugin.cjs');

/**
 * Each remote's own settings in this environment, by remote name, checked by its schema: the
 * coupons remote's third-party pages. They go into the remote's composition entry, which the
 * shell hands to that remote alone without reading it.
 * @param {{ env?: Record<string, string | undefined> }} options
 */
export function remoteSettingsFor({ env = process.env } = {}) {
  const environment = env.MAPLE_ENVIRONMENT ?? 'local';
  return { coupons: contracts.couponsSettingsSchema.parse({ couponPages: couponPagesFor(environment, env) }) };
}

/**
 * @param {{ port?: number, overrides?: Record<string, { entry: string, dist: string }>, enabled?: Record<string, boolean>, settings?: Record<string, Record<string, unknown>>, channels?: Record<string, unknown>, host?: { contracts: string, react: string } }} options
 *   `overrides` points a remote at another deployment (a versioned folder served elsewhere);
 *   an override naming a remote the workspace does not have adds it (a new team's remote).
 *   `settings` are each remote's own ({@link remoteSettingsFor} by default). `channels` are
 *   the remotes' releases (the environment's `releases.json` by default: a remote without
 *   any is its workspace build, served at its origin's root; a release is served under
 *   `/releases/<version>/`). `host` is what the shell gives a remote ({@link shellVersions}).
 *   `releasesRoot` holds the release folders (`.deploy/`).
 */
export function compose(options = {}) {
  return composeReleases(options).composition;
}

/** What a release folder holds for the composition: its claims and what it was built against, checked. */
function readRelease(name, dir) {
  const claimsFile = path.join(dir, 'route-claims.json');
  if (!fs.existsSync(claimsFile)) throw new Error(`${name} has no build at ${dir}: build it first (npm run build -w <its folder>)`);
  const claims = contracts.remoteClaimsSchema.parse(JSON.parse(fs.readFileSync(claimsFile, 'utf8')));
  if (claims.app !== name) throw new Error(`${claimsFile} is the build of ${claims.app}, not of ${name}`);
  const builtWithFile = path.join(dir, 'built-with.json');
  if (!fs.existsSync(builtWithFile)) throw new Error(`${name} at ${dir} does not say what it was built against: build it again`);
  return { claims, builtWith: contracts.builtWithSchema.parse(JSON.parse(fs.readFileSync(builtWithFile, 'utf8'))) };
}

/**
 * What the shell gives a remote: the contracts its build compiled in and the React it shares
 * (its own exact version: shared libraries are pinned, decision 002). Read from its build when
 * there is one, else from the sources it would be built from.
 */
export function shellVersions(shell = apps.find((app) => app.name === 'shell')) {
  const built = path.join(distDir(shell), 'built-with.json');
  const builtWith = fs.existsSync(built)
    ? contracts.builtWithSchema.parse(JSON.parse(fs.readFileSync(built, 'utf8')))
    : builtWithOf(path.join(repoRoot, shell.dir), JSON.parse(fs.readFileSync(path.join(repoRoot, shell.dir, 'package.json'), 'utf8')));
  return { contracts: builtWith.contracts, react: contracts.semverSchema.parse(builtWith.react) };
}

/**
 * The buckets whose visitors see different compositions: one past every canary (all stable),
 * and the last bucket of each share (those visitors run every canary of that share or more).
 */
function distinctBuckets(entries) {
  const shares = new Set(entries.flatMap((entry) => (entry.canary ? [entry.canary.share] : [])));
  return [99, ...[...shares].map((share) => share - 1)];
}

/** The composition, and the build folder of each of its remotes' stable releases (where their prerendered pages are). */
function composeReleases({
  port = shellPort(),
  overrides = {},
  enabled = {},
  settings = remoteSettingsFor(),
  channels = readReleaseChannels(releasesFileIn(deployDirFor(port))),
  host = shellVersions(),
  releasesRoot = deployDir,
} = {}) {
  const origin = (app) => `http://localhost:${port + app.portOffset}`;
  const known = remotes.map((app) => ({ name: app.name, dist: distDir(app), origin: origin(app) }));
  const added = Object.keys(overrides)
    .filter((name) => !remotes.some((app) => app.name === name))
    .map((name) => ({ name }));
  const releases = {};
  const entries = [...known, ...added].map(({ name, dist, origin: at }) => {
    const override = overrides[name];
    // A remote's releases in this environment, unless the command line points it elsewhere.
    const channel = override ? null : channels[name];
    const stableAt = channel?.stable ? `${RELEASES_PATH}${channel.stable}/` : '/';
    const release = override?.dist ?? (channel?.stable ? releaseDir(name, channel.stable, releasesRoot) : dist);
    releases[name] = release;
    const { claims, builtWith } = readRelease(name, release);
    const canary = channel?.canary && readRelease(name, releaseDir(name, channel.canary.version, releasesRoot));
    // Each entry is checked as the shell will check it.
    return contracts.compositionRemoteSchema.parse({
      ...claims,
      entry: override?.entry ?? `${at}${stableAt}remoteEntry.js`,
      ...(channel?.stable ? { version: channel.stable } : {}),
      builtWith,
      enabled: enabled[name] ?? true,
      ...(settings[name] ? { settings: settings[name] } : {}),
      ...(canary
        ? {
            canary: {
              share: channel.canary.share,
              version: channel.canary.version,
              entry: `${at}${RELEASES_PATH}${channel.canary.version}/remoteEntry.js`,
              routes: canary.claims.routes,
              ...(canary.claims.parcels ? { parcels: canary.claims.parcels } : {}),
              builtWith: canary.builtWith,
            },
          }
        : {}),
    });
  });
  const deployed = { version: 1, generatedAt: new Date().toISOString(), remotes: entries };
  // Refused here, before a visitor sees it, as the shell would refuse it for any visitor (each
  // canary's share included): a path claimed twice (or a shell path), a release the shell
  // cannot run (both sides named).
  const rejected = distinctBuckets(entries).flatMap(
    (bucket) =>
      contracts.readComposition(deployed, contracts.siteRoutes.ownedBy('shell'), {
        host,
        choose: (remote) => (remote.canary && bucket < remote.canary.share ? 'canary' : 'stable'),
      }).rejected,
  );
  if (rejected.length > 0) {
    const reasons = [...new Set(rejected.map((r) => `${r.name}: ${r.reason}`))];
    throw new Error(`The composition is not deployable: ${reasons.join('; ')}`);
  }
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
    // Where a visitor outside Canada goes (spec section 2): the company's page of this site, unless set.
    corporateSite: env.MAPLE_CORPORATE_SITE
      ? JSON.parse(env.MAPLE_CORPORATE_SITE)
      : Object.fromEntries(contracts.LOCALES.map((locale) => [locale, `http://localhost:${port}${contracts.href('ourCompany', locale)}`])),
    remoteLoadTimeoutMs: Number(env.MAPLE_REMOTE_TIMEOUT_MS ?? 10000),
    apiTimeoutMs: Number(env.MAPLE_API_TIMEOUT_MS ?? 10000),
    maintenance: env.MAPLE_MAINTENANCE === '1',
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
  settings,
  channels,
  config = localSiteConfig({ port }),
  dir = deployDirFor(port),
} = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const files = deploymentFilesIn(dir);
  const write = (file, value) => {
    // Write then rename, so a server never reads half a file.
    fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
    fs.renameSync(`${file}.tmp`, file);
  };
  const { composition, releases } = composeReleases({
    port,
    overrides,
    enabled,
    ...(settings ? { settings } : {}),
    ...(channels ? { channels } : {}),
  });
  // The served HTML of the pages remotes prerendered, before the composition that routes to them.
  writePrerenderedPages({
    shellDist: distDir(apps.find((app) => app.name === 'shell')),
    composition,
    releases,
    pagesDir: prerenderedPagesDir(files),
  });
  write(files['/composition.json'], composition);
  write(files['/config.json'], config);
  return files;
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
  const reloaded = await reloadSite(shellPort());
  console.log(
    `composed: ${files['/composition.json']} (served pages in ${prerenderedPagesDir(files)})${reloaded ? '; nginx reloaded' : ''}`,
  );
}
