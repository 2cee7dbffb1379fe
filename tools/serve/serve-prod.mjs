// `npm run serve:prod`: the site served as production serves it, by nginx (Debian's package),
// with the local services. Builds what is missing or stale, composes into a temporary folder,
// writes the nginx configuration there and runs nginx in the foreground; Ctrl+C (or SIGTERM)
// stops nginx gracefully, stops the services and removes the folder.
//
// `--proxy-services <host>`: start no services; nginx listens on their ports too and passes
// the requests to the services already running on that host (beside an `npm start` of the same
// PORT, on another HOST).
// SIGHUP composes again from the current builds and reloads nginx (a local "deploy").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps, shellPort } from '../lib/apps.mjs';
import { ensureNginx } from '../lib/ensure-nginx.mjs';
import { buildApps, needsBuild } from '../build/build-app.mjs';
import { startServices } from './start-services.mjs';
import { startSite } from './start-site.mjs';

const { values } = parseArgs({ options: { 'proxy-services': { type: 'string' } } });
const servicesUpstream = values['proxy-services'] ?? null;
const port = shellPort();
const host = process.env.HOST ?? '127.0.0.1';

const nginx = ensureNginx();
const stale = apps.filter(needsBuild);
if (stale.length > 0) {
  console.log(`building ${stale.map((app) => app.dir).join(', ')}…`);
  await buildApps(stale);
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `maple-nginx-${port}-`));
let services = null;
let site = null;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await site?.close();
  await services?.close();
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (!servicesUpstream) services = await startServices({ port });
  // nginx and its own copy of the deployment in the temporary folder, so it can run beside npm start's site of the same port.
  site = await startSite({ port, host, nginx, prefix, servicesUpstream, deployment: { dir: path.join(prefix, 'deployment') } });
  process.on('SIGHUP', () => {
    site.reload().then(
      () => console.log('composed again from the current builds; nginx reloaded'),
      (error) => console.error(`not reloaded: ${error.message}`),
    );
  });
  site.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`nginx stopped (${signal ?? `code ${code}`})`);
    void stop(1);
  });
  for (const app of apps) console.log(`${app.dir.padEnd(14)} http://localhost:${port + app.portOffset}/`);
  for (const proxy of site.proxies) console.log(`${'service'.padEnd(14)} http://localhost:${proxy.port}/ → ${proxy.upstream}`);
  console.log(`
nginx ${nginx.version} on ${host}, configuration ${site.configFile}
compression: ${nginx.brotliModule ? 'brotli and gzip' : 'gzip (no brotli module)'}; the build's precompressed files: ${
    [nginx.brotliStaticModule ? '.br' : null, nginx.gzipStatic ? '.gz' : null].filter(Boolean).join(' and ') || 'none'
  }
HTTP/2: off, this is plain HTTP (browsers speak HTTP/2 only over TLS; see docs/production-serving.md)
Maple Rewards is at http://localhost:${port}/ (Ctrl+C stops it)`);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
