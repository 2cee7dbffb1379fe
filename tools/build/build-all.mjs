// `npm run build`: production builds of every app, then the local composition.
import { apps } from '../lib/apps.mjs';
import { writeDeployment } from '../compose/compose.mjs';
import { buildApps } from './build-app.mjs';

const started = Date.now();
await buildApps(apps);
writeDeployment();
console.log(`whole build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
