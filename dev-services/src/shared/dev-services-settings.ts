/** How the dev services are set up; read from the environment tools/lib/local-services.mjs prepares. */
export interface DevServicesSettings {
  readonly siteOrigin: string;
  readonly apiPort: number;
  readonly identityPort: number;
  readonly issuer: string;
  readonly subscriptionKey: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly audience: string;
  readonly sessionSecret: string;
  readonly dataDir: string;
  readonly production: boolean;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set: start the services with "npm run services" (or npm start)`);
  return value;
}

function port(env: NodeJS.ProcessEnv, name: string): number {
  const value = Number(required(env, name));
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

/** Reads and checks the settings; throws a message naming the missing variable. */
export function readDevServicesSettings(env: NodeJS.ProcessEnv): DevServicesSettings {
  const identityPort = port(env, 'MAPLE_IDENTITY_PORT');
  return {
    siteOrigin: required(env, 'MAPLE_SITE_ORIGIN'),
    apiPort: port(env, 'MAPLE_API_PORT'),
    identityPort,
    issuer: `http://localhost:${identityPort}`,
    subscriptionKey: required(env, 'MAPLE_SUBSCRIPTION_KEY'),
    clientId: required(env, 'MAPLE_IDENTITY_CLIENT_ID'),
    clientSecret: required(env, 'MAPLE_IDENTITY_CLIENT_SECRET'),
    audience: required(env, 'MAPLE_IDENTITY_AUDIENCE'),
    sessionSecret: required(env, 'MAPLE_SESSION_SECRET'),
    dataDir: required(env, 'MAPLE_DATA_DIR'),
    production: env.MAPLE_ENVIRONMENT === 'production',
  };
}
