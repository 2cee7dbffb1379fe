// `npm run build`: production builds of every app, then the local composition.
import { apps } from '../lib/apps.mjs';
import { writeDeployment } from '../compose/compose.mjs';
import { reloadSite } from '../serve/nginx/running-site.mjs';
import { buildApps } from './build-app.mjs';

const started = Date.now();
await buildApps(apps);
writeDeployment();
// A site already served on this port serves the new builds' pages with their policy.
await reloadSite();
console.log(`whole build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
