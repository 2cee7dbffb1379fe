// `npm start`: builds what is missing or stale, composes, and serves the whole site with nginx
// (installed with apt-get when missing and run as root) and the local services.
import { apps, shellPort } from '../lib/apps.mjs';
import { ensureNginx } from '../lib/ensure-nginx.mjs';
import { buildApps, needsBuild } from '../build/build-app.mjs';
import { startServices } from './start-services.mjs';
import { startSite } from './start-site.mjs';

const port = shellPort();
// Before anything starts: without nginx (and not root to install it) this says what to run and stops.
const nginx = ensureNginx();
const stale = apps.filter(needsBuild);
if (stale.length > 0) {
  console.log(`building ${stale.map((app) => app.dir).join(', ')}…`);
  await buildApps(stale);
}
const services = await startServices({ port });
const site = await startSite({ port, nginx }).catch(async (error) => {
  await services.close();
  console.error(error.message);
  process.exit(1);
});
for (const app of apps) console.log(`${app.dir.padEnd(14)} http://localhost:${port + app.portOffset}/`);
console.log(`\nMaple Rewards is at http://localhost:${port}/ (Ctrl+C stops it)`);

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await Promise.all([site.close(), services.close()]);
  process.exit(code);
};
site.exited.then(({ code, signal }) => {
  if (stopping) return;
  console.error(`nginx stopped (${signal ?? `code ${code}`})`);
  void stop(1);
});
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
