import crypto from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { loadOrCreateSecret, type IdentityDatabase } from './database';

export interface ProviderSecrets {
  /** Private signing keys (JWK), generated once so tokens stay valid across restarts. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  /** The key of the forms' CSRF tokens. */
  csrfKey: string;
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

export async function loadProviderSecrets(db: IdentityDatabase): Promise<ProviderSecrets> {
  const jwks = await loadOrCreateSecret(db, 'jwks', async () => ({ keys: [await createSigningKey()] }));
  const cookieKeys = await loadOrCreateSecret(db, 'cookie_keys', () => [crypto.randomBytes(32).toString('base64url')]);
  const csrfKey = await loadOrCreateSecret(db, 'csrf_key', () => crypto.randomBytes(32).toString('base64url'));
  return { jwks, cookieKeys, csrfKey };
}
