// The settings shared by the local site and the local dev services (consumer API, identity).
// None of them is a secret: the session-signing and client secrets are generated per machine
// by dev-services on first start (stored beside its data), and production refuses to start
// without its own (see docs/decisions/011-secrets-and-session-tokens.md).
export const localServices = {
  apiPortOffset: 10,
  identityPortOffset: 11,
  // Public by nature (every browser reads it from /config.json); production refuses this one.
  subscriptionKey: 'local-dev-subscription-key',
  identityClientId: 'maple-rewards-site',
  identityAudience: 'https://api.maple-rewards.local',
};

/**
 * The environment the dev-services process reads, for a site served on `sitePort`: the local
 * defaults, then whatever `env` sets (the environment always wins). The dev-only routes are
 * on by default locally; `MAPLE_DEV_ROUTES=0` turns them off.
 */
export function devServicesEnv(sitePort, dataDir, env = process.env) {
  const defaults = {
    MAPLE_SITE_ORIGIN: `http://localhost:${sitePort}`,
    MAPLE_API_PORT: String(sitePort + localServices.apiPortOffset),
    MAPLE_IDENTITY_PORT: String(sitePort + localServices.identityPortOffset),
    MAPLE_SUBSCRIPTION_KEY: localServices.subscriptionKey,
    MAPLE_IDENTITY_CLIENT_ID: localServices.identityClientId,
    MAPLE_IDENTITY_AUDIENCE: localServices.identityAudience,
    MAPLE_DATA_DIR: dataDir,
    MAPLE_DEV_ROUTES: env.MAPLE_ENVIRONMENT === 'production' ? '0' : '1',
  };
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  return { ...defaults, ...set };
}
