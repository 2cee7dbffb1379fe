// Builds apps with webpack, and tells which builds are missing or older than their sources.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, repoRoot } from '../lib/apps.mjs';

const webpackBin = path.join(repoRoot, 'node_modules/.bin/webpack');

/** A test file is not part of a build: editing one leaves the build current. */
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time of the files under `dir` that a build reads (0 when none). */
export function newestSourceMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || isTestFile(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The file a finished build always writes; its age is the build's age. */
export const buildMarker = (app) => path.join(distDir(app), 'mf-manifest.json');

/** True when an app has no build, or one older than its sources, the contracts' or the UI kit's. */
export function needsBuild(app) {
  const marker = buildMarker(app);
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const sources = ['src', 'lang', 'package.json', 'webpack.config.cjs'].map((part) => path.join(repoRoot, app.dir, part));
  sources.push(
    path.join(repoRoot, 'shared-contracts/src'),
    path.join(repoRoot, 'platform-react/src'),
    path.join(repoRoot, 'ui-kit/src'),
    path.join(repoRoot, 'tools/webpack'),
  );
  return sources.some(
    (source) => (fs.existsSync(source) && fs.statSync(source).isFile() ? fs.statSync(source).mtimeMs : newestSourceMtime(source)) > built,
  );
}

const i18nTool = path.join(repoRoot, 'tools/i18n/i18n.mjs');

/**
 * Compiles an app's messages (lang/*.json) into what its build bundles: a checkout that brought
 * new messages (a pull, a merge) must not build with the last install's compiled ones, which
 * show a new message's id in place of its words.
 */
function compileMessages(app) {
  if (!fs.existsSync(path.join(repoRoot, app.dir, 'lang/en-CA.json'))) return;
  execFileSync(process.execPath, [i18nTool, 'compile', app.dir], { cwd: repoRoot, stdio: 'pipe' });
}

/** Runs a production build of one app, its messages compiled first; `outputDir` publishes it to another folder. */
export function buildApp(app, { outputDir, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    try {
      compileMessages(app);
    } catch (error) {
      reject(new Error(`Compiling the messages of ${app.dir} failed:\n${error.stderr ?? error.message}`));
      return;
    }
    const child = spawn(process.execPath, [webpackBin, '--mode', 'production'], {
      cwd: path.join(repoRoot, app.dir),
      env: { ...process.env, ...(outputDir ? { MAPLE_OUTPUT_DIR: outputDir } : {}) },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Building ${app.dir} failed:\n${output.slice(-4000)}`));
      // webpack leaves a file whose content did not change untouched: date the marker now, or
      // a build that changed nothing would look stale for ever and run again at every start.
      if (!outputDir) fs.utimesSync(buildMarker(app), new Date(), new Date());
      resolve(Date.now() - started);
    });
  });
}

/** Builds apps two at a time (the machine has two cores). */
export async function buildApps(list, options) {
  const queue = [...list];
  const times = {};
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      times[app.dir] = await buildApp(app, options);
      console.log(`built ${app.dir} in ${(times[app.dir] / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return times;
}
