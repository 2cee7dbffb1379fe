// `npm run deploy|promote|rollback -w <app>`: a remote's releases in one environment (PORT's,
// `.deploy/<port>/`), each move recomposing the site; no shell build, no server restart
// (docs/releases.md).
//   deploy [--version <v>] [--canary <share>]  builds into .deploy/<app>/<version>/ (never over
//                                              an existing one) and makes it the stable release,
//                                              or the canary of `share` % of the visitors
//   promote                                    the canary becomes the stable release
//   rollback                                   the canary is withdrawn, else the previous stable returns
import fs from 'node:fs';
import path from 'node:path';
import { appByDir, deployDirFor, repoRoot, shellPort } from '../lib/apps.mjs';
import { buildApp } from '../build/build-app.mjs';
import { writeDeployment } from '../compose/compose.mjs';
import { reloadSite } from '../serve/nginx/running-site.mjs';
import {
  describeReleases,
  readReleaseChannels,
  releaseDir,
  releasesFileIn,
  withDeployed,
  withPromoted,
  withRolledBack,
  writeReleaseChannels,
} from './release-channels.mjs';

/** The value after `--name` on the command line, if any. */
function option(args, name) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** The share of a canary from `--canary`, checked (1 to 99). */
function shareOf(text) {
  const share = Number(text);
  if (!Number.isInteger(share) || share < 1 || share > 99)
    throw new Error(`--canary expects a share of visitors from 1 to 99, got "${text}"`);
  return share;
}

/** Composes the environment with `next` releases, then records them: a refused composition changes nothing. */
function release(port, file, next) {
  writeDeployment({ port, channels: next });
  writeReleaseChannels(file, next);
}

/**
 * Builds `app` into its immutable release folder: into a temporary folder first, renamed into
 * place once complete, so a failed build never leaves a half release behind.
 */
async function buildRelease(app, version) {
  const target = releaseDir(app.name, version);
  if (fs.existsSync(target))
    throw new Error(
      `${app.name} ${version} is already at ${path.relative(repoRoot, target)}: a release is never overwritten; deploy a new version`,
    );
  const building = path.join(path.dirname(target), `.${version}.building-${process.pid}`);
  fs.rmSync(building, { recursive: true, force: true });
  console.log(`building ${app.dir} ${version}…`);
  try {
    await buildApp(app, { outputDir: building });
    fs.renameSync(building, target);
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return target;
}

/** Runs one move for the app in `dir`; returns the line saying what the environment now runs. */
export async function runRelease(command, dir, args, { port = shellPort() } = {}) {
  const app = appByDir(dir);
  if (app.name === 'shell') throw new Error('The shell is not released this way: it is the page every release runs in');
  const file = releasesFileIn(deployDirFor(port));
  const channels = readReleaseChannels(file);
  if (command === 'deploy') {
    const version = option(args, 'version') ?? JSON.parse(fs.readFileSync(path.join(repoRoot, app.dir, 'package.json'), 'utf8')).version;
    const canary = option(args, 'canary');
    // Refused before building when the move itself is not allowed (a canary already running…).
    const next = withDeployed(channels, app.name, version, canary === undefined ? {} : { canary: shareOf(canary) });
    const target = await buildRelease(app, version);
    try {
      release(port, file, next);
    } catch (error) {
      // It never went live: the folder goes, so the version can be deployed once fixed.
      fs.rmSync(target, { recursive: true, force: true });
      throw error;
    }
  } else if (command === 'promote') release(port, file, withPromoted(channels, app.name));
  else if (command === 'rollback') release(port, file, withRolledBack(channels, app.name));
  else throw new Error(`Unknown release command "${command}": deploy, promote or rollback`);
  // Live once the running site serves the new composition's policy (a canary's origin in it).
  await reloadSite(port);
  return describeReleases(readReleaseChannels(file), app.name);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, dir, ...args] = process.argv.slice(2);
  try {
    console.log(`now live at port ${shellPort()}: ${await runRelease(command, dir, args)} (visitors follow on their next page load)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
