import path from 'node:path';
import { type ConsumerApiServer, createConsumerApiServer } from './consumer-api';
import { type IdentityServer, createIdentityServer, exchangeAuthorizationCode } from './identity';
import type { DevServicesSettings } from './shared/dev-services-settings';
import { ensurePrivateDir } from './shared/private-files';

/** The identity provider and the consumer API, running and wired to each other. */
export interface DevServices {
  readonly identity: IdentityServer;
  readonly api: ConsumerApiServer;
  close(): Promise<void>;
}

/**
 * Starts the identity provider, then the consumer API that talks to it the way the real API
 * talks to the hosted provider: it redeems login codes as the site's confidential client, and
 * asks the provider to change passwords, whether an email address is confirmed, and to send
 * the confirmation link again; the provider tells it of a password reset by email, which ends
 * the member's sessions at the API. With port 0 for both, any free ports are used (tests).
 */
export async function startDevServices(settings: DevServicesSettings): Promise<DevServices> {
  ensurePrivateDir(settings.dataDir);
  const identity = await createIdentityServer({
    port: settings.identityPort,
    issuer: settings.issuer,
    dataFile: path.join(settings.dataDir, 'identity.sqlite'),
    audience: settings.audience,
    production: settings.production,
    devRoutes: settings.devRoutes,
    clients: [
      {
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        redirectUris: [`${settings.siteOrigin}/auth/callback`, `${settings.siteOrigin}/fr/auth/retour`],
        postLogoutRedirectUris: [`${settings.siteOrigin}/`, `${settings.siteOrigin}/fr/`],
      },
    ],
  });

  let api: ConsumerApiServer;
  try {
    api = await createConsumerApiServer({
      port: settings.apiPort,
      dataFile: path.join(settings.dataDir, 'consumer-api.sqlite'),
      subscriptionKey: settings.subscriptionKey,
      sessionSecret: settings.sessionSecret,
      audience: settings.audience,
      allowedOrigins: [settings.siteOrigin],
      production: settings.production,
      devRoutes: settings.devRoutes,
      exchangeCode: (input) =>
        exchangeAuthorizationCode({ issuer: identity.url, clientId: settings.clientId, clientSecret: settings.clientSecret, ...input }),
      changePassword: (sub, currentPassword, newPassword) => identity.changePassword(sub, currentPassword, newPassword),
      isEmailVerified: (sub) => identity.isEmailVerified(sub),
      sendVerificationEmail: (sub, locale) => identity.sendVerificationEmail(sub, locale),
    });
  } catch (error) {
    await identity.close();
    throw error;
  }
  // A password reset by email ends the API's sessions too, as a change in the app does.
  identity.onPasswordReset((sub) => api.endSessionsOfIdentity(sub));

  return {
    identity,
    api,
    async close() {
      await Promise.allSettled([api.close(), identity.close()]);
    },
  };
}
