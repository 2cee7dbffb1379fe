// Starts the local identity provider and consumer API together, wired to each other.
// `npm start` runs it (through tools/serve/start-services.mjs, which sets the environment).
import { DevServicesSettingsError, readDevServicesSettings } from './shared/dev-services-settings';
import { startDevServices } from './start-dev-services';

let settings;
try {
  settings = readDevServicesSettings(process.env);
} catch (error) {
  // A setting production refuses (or a missing one): say which, and do not start.
  if (!(error instanceof DevServicesSettingsError)) throw error;
  console.error(`dev-services cannot start: ${error.message}`);
  process.exit(1);
}
const services = await startDevServices(settings);

console.log(`identity provider  ${services.identity.url} (data: ${settings.dataDir})`);
console.log(`consumer API       ${services.api.url}/api/v1/ca/`);
if (settings.devRoutes) console.log('dev routes         on, for loopback callers (MAPLE_DEV_ROUTES=0 turns them off)');
console.log('dev-services ready');

async function stop() {
  await services.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// If whatever started us dies without a word (killed), do not keep the ports busy.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 1000).unref();
