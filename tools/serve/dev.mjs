// `npm run dev -w <app>`: that app with webpack-dev-server (rebuild and reload on save),
// composed with the other apps' production builds on their usual ports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { appByDir, apps, repoRoot, shellPort } from '../lib/apps.mjs';
import { buildApps, needsBuild } from '../build/build-app.mjs';
import { deployDirFor } from '../compose/compose.mjs';
import { startSite } from './start-site.mjs';

const target = appByDir(process.argv[2] ?? '');
const port = shellPort();
const others = apps.filter((app) => app !== target && needsBuild(app));
if (others.length > 0) await buildApps(others);
// The remote in development must have claims for the compose step: build it once if needed.
if (target.name !== 'shell' && needsBuild(target)) await buildApps([target]);
await startSite({ port, skip: [target.dir] });

const devServer = spawn(
  process.execPath,
  [path.join(repoRoot, 'node_modules/.bin/webpack'), 'serve', '--mode', 'development', '--port', String(port + target.portOffset)],
  { cwd: path.join(repoRoot, target.dir), stdio: 'inherit', env: { ...process.env, MAPLE_DEPLOY_DIR: deployDirFor(port) } },
);
console.log(`\n${target.dir} in development; the site is at http://localhost:${port}/`);
devServer.on('exit', (code) => process.exit(code ?? 0));
process.on('SIGINT', () => devServer.kill('SIGINT'));
