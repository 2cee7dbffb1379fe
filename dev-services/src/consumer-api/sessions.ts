import { randomUUID } from 'node:crypto';
import { SESSION_TOKEN_LIFETIME_SECONDS } from '@maple/contracts';
import { SignJWT, jwtVerify } from 'jose';
import type { ConsumerApiDatabase } from './database';
import type { Clock } from './types';

/** The issuer of the session tokens. */
export const SESSION_ISSUER = 'maple-consumer-api';

/** What a verified session token says. */
export interface SessionClaims {
  readonly consumerId: string;
  readonly jti: string;
  /** Expiry, in epoch seconds. */
  readonly exp: number;
}

/**
 * Session tokens: HS256 JWTs with `sub` (the consumerId), `jti`, `iat` and an `exp` 30
 * minutes later. Logging out revokes the `jti` until the token would have expired anyway.
 */
export function createSessions(db: ConsumerApiDatabase, secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const isRevoked = db.prepare<[string], { found: number }>('SELECT 1 AS found FROM revoked_sessions WHERE jti = ?');
  const revoke = db.prepare('INSERT OR IGNORE INTO revoked_sessions (jti, consumer_id, expires_at) VALUES (?, ?, ?)');
  const forgetExpired = db.prepare('DELETE FROM revoked_sessions WHERE expires_at < ?');

  /** The claims of a well-signed, unexpired token (revoked or not), else null. */
  async function read(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: SESSION_ISSUER,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        currentDate: new Date(clock.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return { consumerId: payload.sub, jti: payload.jti, exp: payload.exp };
    } catch {
      return null;
    }
  }

  return {
    read,

    /** Issues a token for a member. */
    async issue(consumerId: string): Promise<string> {
      const issuedAt = Math.floor(clock.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(SESSION_ISSUER)
        .setSubject(consumerId)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },

    /** The claims of a token that is well signed, unexpired and not revoked, else null. */
    async verify(token: string): Promise<SessionClaims | null> {
      const claims = await read(token);
      return claims && !isRevoked.get(claims.jti) ? claims : null;
    },

    /** Ends a session: its token is refused from now on. */
    revoke(claims: SessionClaims) {
      forgetExpired.run(Math.floor(clock.now() / 1000));
      revoke.run(claims.jti, claims.consumerId, claims.exp);
    },
  };
}

/** The session tokens of one server. */
export type Sessions = ReturnType<typeof createSessions>;
