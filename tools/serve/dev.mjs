// `npm run dev -w <app>`: that app with webpack-dev-server, hot updates and React Refresh,
// composed with the other remotes' production builds and the local services. The shell
// always runs in development too: it is the page that holds React, and React Refresh must be
// in React before it starts. A route or landing page added to the remote is composed on its
// rebuild (tools/webpack/dev-compose-plugin.cjs) and live once the page reloads.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { appByDir, apps, deployDirFor, repoRoot, shellPort } from '../lib/apps.mjs';
import { ensureNginx } from '../lib/ensure-nginx.mjs';
import { buildApps, needsBuild } from '../build/build-app.mjs';
import { startServices } from './start-services.mjs';
import { startSite } from './start-site.mjs';

const target = appByDir(process.argv[2] ?? '');
const port = shellPort();
const nginx = ensureNginx();
const shell = apps.find((app) => app.name === 'shell');
const inDevelopment = [...new Set([shell, target])];
const others = apps.filter((app) => !inDevelopment.includes(app) && needsBuild(app));
if (others.length > 0) await buildApps(others);
// The remote in development needs claims for the first compose: build it once if it never was.
if (target !== shell && needsBuild(target)) await buildApps([target]);
const services = await startServices({ port });
const site = await startSite({ port, nginx, skip: inDevelopment.map((app) => app.dir) });

const devServers = inDevelopment.map((app) =>
  spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/.bin/webpack'), 'serve', '--mode', 'development', '--port', String(port + app.portOffset)],
    {
      cwd: path.join(repoRoot, app.dir),
      stdio: 'inherit',
      env: { ...process.env, PORT: String(port), MAPLE_DEPLOY_DIR: deployDirFor(port) },
    },
  ),
);
console.log(`\n${inDevelopment.map((app) => app.dir).join(' and ')} in development; the site is at http://localhost:${port}/`);

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const server of devServers) server.kill('SIGINT');
  await Promise.all([site.close(), services.close()]);
  process.exit(code);
};
for (const server of devServers) server.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
