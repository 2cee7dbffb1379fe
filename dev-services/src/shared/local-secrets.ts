import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreatePrivateFile } from './private-files';

/** The secrets a machine generates for its own local services; never used in production. */
interface LocalSecrets {
  /** Signs the consumer API's session tokens (HS256: 32 random bytes). */
  readonly sessionSecret: string;
  /** The site's client secret at the identity provider (only the consumer API uses it). */
  readonly clientSecret: string;
}

/** Where a data folder keeps its generated secrets. */
export const LOCAL_SECRETS_FILE = 'local-secrets.json';

const generate = (): LocalSecrets => ({
  sessionSecret: randomBytes(32).toString('base64url'),
  clientSecret: randomBytes(32).toString('base64url'),
});

function isLocalSecrets(value: unknown): value is LocalSecrets {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sessionSecret' in value &&
    'clientSecret' in value &&
    typeof value.sessionSecret === 'string' &&
    typeof value.clientSecret === 'string' &&
    value.sessionSecret.length >= 32 &&
    value.clientSecret.length >= 32
  );
}

/**
 * The secrets of a data folder: read from `local-secrets.json`, or generated and written there
 * (readable by the owner only) on first start; two processes starting at once agree.
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, LOCAL_SECRETS_FILE);
  const stored: unknown = JSON.parse(readOrCreatePrivateFile(file, () => `${JSON.stringify(generate(), null, 2)}\n`));
  if (!isLocalSecrets(stored)) throw new Error(`${file} is damaged: delete it and start again to generate new secrets`);
  return stored;
}
