import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The secrets a machine generates for its own local services; never used in production. */
export interface LocalSecrets {
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
 * (readable by the owner only) on first start. Two processes starting at once agree: whoever
 * loses the race to create the file reads the winner's.
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, LOCAL_SECRETS_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole to a temporary file, then linked into place: the link is atomic and fails
    // if another process got there first, so nobody ever reads half a file.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${JSON.stringify(generate(), null, 2)}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isLocalSecrets(stored)) throw new Error(`${file} is damaged: delete it and start again to generate new secrets`);
  return stored;
}
