// The one list of the site's apps: every workspace whose package.json has a `maple` field
// ({ app, federationName, portOffset }). Webpack, the compose step, ESLint, jest, the dev
// server, i18n and bench all read it from here, so adding a remote is adding a package.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const APP_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const FEDERATION_NAME = /^[a-z_][a-z0-9_]*$/;

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The workspace folders of the repository, in the root package.json's order. */
function workspaceDirs(root = repoRoot) {
  return readJson(path.join(root, 'package.json')).workspaces;
}

/** An app's description from its package.json, checked; null for a workspace that is not an app. */
function appOf(dir, root = repoRoot) {
  const pkg = readJson(path.join(root, dir, 'package.json'));
  if (!pkg.maple) return null;
  const { app, federationName, portOffset } = pkg.maple;
  const problem =
    (!APP_NAME.test(app ?? '') && 'maple.app must be lowercase letters, digits and dashes') ||
    (!FEDERATION_NAME.test(federationName ?? '') && 'maple.federationName must be a lowercase identifier') ||
    (!(Number.isInteger(portOffset) && portOffset >= 0 && portOffset < 10) &&
      'maple.portOffset must be 0 to 9 (10 and 11 are the dev services)');
  if (problem) throw new Error(`${dir}/package.json: ${problem}`);
  return { dir, name: app, federationName, portOffset, packageName: pkg.name };
}

/** Every app of the workspace: the shell (app "shell") and the remotes. */
function readApps(root = repoRoot) {
  const apps = workspaceDirs(root)
    .map((dir) => appOf(dir, root))
    .filter(Boolean);
  for (const key of ['name', 'federationName', 'portOffset']) {
    const seen = new Map();
    for (const app of apps) {
      if (seen.has(app[key])) throw new Error(`${app.dir} and ${seen.get(app[key])} have the same maple ${key} (${app[key]})`);
      seen.set(app[key], app.dir);
    }
  }
  if (!apps.some((app) => app.name === 'shell')) throw new Error('No workspace is the shell (maple.app "shell")');
  return apps;
}

/** The workspaces with their own jest configuration (their unit tests run in `npm test`). */
function jestProjectDirs(root = repoRoot) {
  return workspaceDirs(root).filter((dir) => fs.existsSync(path.join(root, dir, 'jest.config.cjs')));
}

module.exports = { repoRoot, readApps, appOf, workspaceDirs, jestProjectDirs };
