// `npm start`: builds what is missing or stale, composes, and serves the whole site.
import { apps, shellPort } from '../lib/apps.mjs';
import { buildApps, needsBuild } from '../build/build-app.mjs';
import { startServices } from './start-services.mjs';
import { startSite } from './start-site.mjs';

const port = shellPort();
const stale = apps.filter(needsBuild);
if (stale.length > 0) {
  console.log(`building ${stale.map((app) => app.dir).join(', ')}…`);
  await buildApps(stale);
}
const services = await startServices({ port });
const site = await startSite({ port });
for (const app of apps) console.log(`${app.dir.padEnd(14)} http://localhost:${port + app.portOffset}/`);
console.log(`\nMaple Rewards is at http://localhost:${port}/ (Ctrl+C stops it)`);

const stop = () => Promise.all([site.close(), services.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
