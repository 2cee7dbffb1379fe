import { loadOrCreateLocalSecrets } from './local-secrets';

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
  /** The development routes (outbox, fault injection, receipt review), on loopback only. */
  readonly devRoutes: boolean;
}

/** The shortest secret production accepts (HS256 wants at least 32 bytes of key). */
const MIN_SECRET_LENGTH = 32;

/**
 * Values that have been in the repository (and so are public) or are the local defaults:
 * production refuses every one of them.
 */
export const PUBLIC_DEFAULT_VALUES: readonly string[] = [
  'local-dev-subscription-key',
  'local-dev-client-secret',
  'local-dev-session-secret-change-me-in-real-environments',
];

/** Why the settings cannot be used. */
export class DevServicesSettingsError extends Error {
  override readonly name = 'DevServicesSettingsError';
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new DevServicesSettingsError(`${name} is not set: start the services with "npm run services" (or npm start)`);
  return value;
}

function port(env: NodeJS.ProcessEnv, name: string): number {
  const value = Number(required(env, name));
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new DevServicesSettingsError(`${name} must be a port number`);
  return value;
}

/** In production a secret must come from the environment, be long enough and be nobody's default. */
function productionSecret(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new DevServicesSettingsError(`${name} is not set: production needs its own secret`);
  if (PUBLIC_DEFAULT_VALUES.includes(value)) throw new DevServicesSettingsError(`${name} is a public default: production needs its own`);
  if (value.length < MIN_SECRET_LENGTH)
    throw new DevServicesSettingsError(`${name} is too short: production needs at least ${MIN_SECRET_LENGTH} characters`);
  return value;
}

/**
 * Reads and checks the settings; throws a message naming the variable at fault. Outside
 * production, secrets the environment does not set are generated once per data folder
 * (`local-secrets.json`); production refuses to start with a missing, short or default secret,
 * a default subscription key, or the development routes on.
 */
export function readDevServicesSettings(env: NodeJS.ProcessEnv): DevServicesSettings {
  const identityPort = port(env, 'MAPLE_IDENTITY_PORT');
  const dataDir = required(env, 'MAPLE_DATA_DIR');
  const production = env.MAPLE_ENVIRONMENT === 'production';
  const devRoutes = env.MAPLE_DEV_ROUTES === '1';
  const subscriptionKey = required(env, 'MAPLE_SUBSCRIPTION_KEY');

  let secrets: { sessionSecret: string; clientSecret: string };
  if (production) {
    if (devRoutes) throw new DevServicesSettingsError('MAPLE_DEV_ROUTES must be off in production');
    if (PUBLIC_DEFAULT_VALUES.includes(subscriptionKey))
      throw new DevServicesSettingsError('MAPLE_SUBSCRIPTION_KEY is a public default: production needs its own');
    secrets = {
      sessionSecret: productionSecret(env, 'MAPLE_SESSION_SECRET'),
      clientSecret: productionSecret(env, 'MAPLE_IDENTITY_CLIENT_SECRET'),
    };
  } else {
    const generated = env.MAPLE_SESSION_SECRET && env.MAPLE_IDENTITY_CLIENT_SECRET ? null : loadOrCreateLocalSecrets(dataDir);
    secrets = {
      sessionSecret: env.MAPLE_SESSION_SECRET || (generated?.sessionSecret ?? ''),
      clientSecret: env.MAPLE_IDENTITY_CLIENT_SECRET || (generated?.clientSecret ?? ''),
    };
  }

  return {
    siteOrigin: required(env, 'MAPLE_SITE_ORIGIN'),
    apiPort: port(env, 'MAPLE_API_PORT'),
    identityPort,
    issuer: `http://localhost:${identityPort}`,
    subscriptionKey,
    clientId: required(env, 'MAPLE_IDENTITY_CLIENT_ID'),
    clientSecret: secrets.clientSecret,
    audience: required(env, 'MAPLE_IDENTITY_AUDIENCE'),
    sessionSecret: secrets.sessionSecret,
    dataDir,
    production,
    devRoutes,
  };
}
