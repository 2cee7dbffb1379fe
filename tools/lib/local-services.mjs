// The settings shared by the local site and the local dev services (consumer API, identity).
// They are development values, never secrets of a real environment.
export const localServices = {
  apiPortOffset: 10,
  identityPortOffset: 11,
  subscriptionKey: 'local-dev-subscription-key',
  identityClientId: 'maple-rewards-site',
  identityClientSecret: 'local-dev-client-secret',
  identityAudience: 'https://api.maple-rewards.local',
  sessionSecret: 'local-dev-session-secret-change-me-in-real-environments',
};

/** The environment the dev-services process reads, for a site served on `sitePort`. */
export function devServicesEnv(sitePort, dataDir) {
  return {
    MAPLE_SITE_ORIGIN: `http://localhost:${sitePort}`,
    MAPLE_API_PORT: String(sitePort + localServices.apiPortOffset),
    MAPLE_IDENTITY_PORT: String(sitePort + localServices.identityPortOffset),
    MAPLE_SUBSCRIPTION_KEY: localServices.subscriptionKey,
    MAPLE_IDENTITY_CLIENT_ID: localServices.identityClientId,
    MAPLE_IDENTITY_CLIENT_SECRET: localServices.identityClientSecret,
    MAPLE_IDENTITY_AUDIENCE: localServices.identityAudience,
    MAPLE_SESSION_SECRET: localServices.sessionSecret,
    MAPLE_DATA_DIR: dataDir,
  };
}
