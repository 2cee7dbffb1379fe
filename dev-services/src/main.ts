// Starts the local identity provider and consumer API together, wired to each other.
// `npm start` runs it (through tools/serve/start-services.mjs, which sets the environment).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createConsumerApiServer } from './consumer-api';
import { createIdentityServer, exchangeAuthorizationCode } from './identity';
import { readDevServicesSettings } from './shared/dev-services-settings';

const settings = readDevServicesSettings(process.env);
mkdirSync(settings.dataDir, { recursive: true });

const identity = await createIdentityServer({
  port: settings.identityPort,
  issuer: settings.issuer,
  dataFile: path.join(settings.dataDir, 'identity.sqlite'),
  audience: settings.audience,
  production: settings.production,
  clients: [
    {
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectUris: [`${settings.siteOrigin}/auth/callback`, `${settings.siteOrigin}/fr/auth/retour`],
      postLogoutRedirectUris: [`${settings.siteOrigin}/`, `${settings.siteOrigin}/fr/`],
    },
  ],
});

const api = await createConsumerApiServer({
  port: settings.apiPort,
  dataFile: path.join(settings.dataDir, 'consumer-api.sqlite'),
  subscriptionKey: settings.subscriptionKey,
  sessionSecret: settings.sessionSecret,
  allowedOrigins: [settings.siteOrigin],
  production: settings.production,
  exchangeCode: (input) =>
    exchangeAuthorizationCode({ issuer: settings.issuer, clientId: settings.clientId, clientSecret: settings.clientSecret, ...input }),
  changePassword: (sub, newPassword) => identity.setPassword(sub, newPassword),
});

console.log(`identity provider  ${identity.url} (data: ${settings.dataDir})`);
console.log(`consumer API       ${api.url}/api/v1/ca/`);
console.log('dev-services ready');

async function stop() {
  await Promise.allSettled([api.close(), identity.close()]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// If whatever started us dies without a word (killed), do not keep the ports busy.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop();
}, 1000).unref();
