// The releases of each remote in one environment (`.deploy/<port>/releases.json`), and the
// three moves a team makes: deploy (a new stable release, or a canary beside it), promote
// (the canary becomes stable) and roll back (back one step). The compose step turns them into
// composition.json; nothing here builds or serves.
import fs from 'node:fs';
import path from 'node:path';
import { deployDir } from '../lib/apps.mjs';
import { contracts } from '../lib/contracts.mjs';

/** The immutable folder of one release of a remote: `.deploy/<app>/<version>/`. */
export function releaseDir(app, version, root = deployDir) {
  return path.join(root, app, contracts.releaseVersionSchema.parse(version));
}

/** The URL path under a remote's origin where its releases are served (`/releases/<version>/`). */
export const RELEASES_PATH = '/releases/';

/** The file of an environment's releases, beside its composition.json. */
export function releasesFileIn(environmentDir) {
  return path.join(environmentDir, 'releases.json');
}

/** Every remote's releases in an environment ({} before the first deploy). */
export function readReleaseChannels(file) {
  if (!fs.existsSync(file)) return {};
  return contracts.releaseChannelsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Writes an environment's releases (write then rename: the compose step never reads half a file). */
export function writeReleaseChannels(file, channels) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(contracts.releaseChannelsSchema.parse(channels), null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

const none = { previous: [] };
const describe = (releases) =>
  `${releases.stable ?? 'the unversioned build'}${releases.canary ? ` with canary ${releases.canary.version} at ${releases.canary.share} %` : ''}`;

/**
 * The releases after deploying `version` of `app`: with `canary` (a share, 1 to 99) beside
 * the stable one, else as the new stable one (the old one kept for a rollback). A remote with
 * a canary takes no other release until the canary is promoted or rolled back.
 */
export function withDeployed(channels, app, version, { canary } = {}) {
  const current = channels[app] ?? none;
  if (current.canary)
    throw new Error(`${app} has a canary (${current.canary.version} at ${current.canary.share} %): promote it or roll it back first`);
  if (current.stable === version || current.previous.includes(version))
    throw new Error(`${app} ${version} was released here before: deploy a new version`);
  const next = canary
    ? { ...current, canary: { version, share: canary } }
    : { stable: version, previous: current.stable ? [...current.previous, current.stable] : current.previous };
  return { ...channels, [app]: next };
}

/** The releases after the canary of `app` becomes its stable release for every visitor. */
export function withPromoted(channels, app) {
  const current = channels[app];
  if (!current?.canary) throw new Error(`${app} has no canary to promote`);
  return withDeployed({ ...channels, [app]: { ...current, canary: undefined } }, app, current.canary.version);
}

/**
 * The releases after rolling `app` back one step: a canary is withdrawn (every visitor runs
 * the stable release again), else the stable release gives way to the one before it.
 */
export function withRolledBack(channels, app) {
  const current = channels[app];
  if (!current || (!current.canary && !current.stable)) throw new Error(`${app} has no release to roll back`);
  if (current.canary) return { ...channels, [app]: { stable: current.stable, previous: current.previous } };
  const previous = current.previous.slice(0, -1);
  const stable = current.previous.at(-1);
  return { ...channels, [app]: stable ? { stable, previous } : { previous } };
}

/** One line saying what an environment runs of a remote, for the commands' output. */
export function describeReleases(channels, app) {
  return `${app}: ${describe(channels[app] ?? none)}`;
}
