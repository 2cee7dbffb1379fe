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

/** Why a session ended before its token expired. */
type SessionEndReason = 'logout' | 'password-changed';

interface SessionRow {
  consumer_id: string;
  expires_at: number;
  ended_at: string | null;
}

/**
 * Session tokens: HS256 JWTs with `iss`, `aud`, `sub` (the consumerId), `jti`, `iat` and an
 * `exp` 30 minutes later. A token is accepted only when all of these hold, whatever it says:
 * it is at most 30 minutes old and lives at most 30 minutes (`exp - iat`), and its `jti` is a
 * session this API issued to that member, with that expiry, and has not ended (logout,
 * password change or reset, erasure). So a token signed with a leaked key still reads nobody's data.
 */
export function createSessions(db: ConsumerApiDatabase, options: { secret: string; audience: string }, clock: Clock) {
  const key = new TextEncoder().encode(options.secret);
  const insert = db.prepare('INSERT INTO member_sessions (jti, consumer_id, issued_at, expires_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare<[string], SessionRow>('SELECT consumer_id, expires_at, ended_at FROM member_sessions WHERE jti = ?');
  const end = db.prepare<[string, SessionEndReason, string]>(
    'UPDATE member_sessions SET ended_at = ?, end_reason = ? WHERE jti = ? AND ended_at IS NULL',
  );
  // `jti IS NOT ?` with null keeps none: every session of the member ends.
  const endAll = db.prepare<[string, SessionEndReason, string, string | null]>(
    'UPDATE member_sessions SET ended_at = ?, end_reason = ? WHERE consumer_id = ? AND jti IS NOT ? AND ended_at IS NULL',
  );
  // A day after expiry, a session row is no use to anyone.
  const forgetExpired = db.prepare<[number]>('DELETE FROM member_sessions WHERE expires_at < ?');

  const nowSeconds = () => Math.floor(clock.now() / 1000);

  /** The claims of a well-formed, well-signed, unexpired token (whether its session still runs or not), else null. */
  async function read(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: SESSION_ISSUER,
        audience: options.audience,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        maxTokenAge: SESSION_TOKEN_LIFETIME_SECONDS,
        currentDate: new Date(clock.now()),
      });
      const { sub, jti, exp, iat } = payload;
      if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
      // The lifetime is the API's to decide, whatever `exp` says.
      if (exp - iat > SESSION_TOKEN_LIFETIME_SECONDS) return null;
      return { consumerId: sub, jti, exp };
    } catch {
      return null;
    }
  }

  return {
    read,

    /** Issues a token for a member and records its session. */
    async issue(consumerId: string): Promise<string> {
      const issuedAt = nowSeconds();
      const expiresAt = issuedAt + SESSION_TOKEN_LIFETIME_SECONDS;
      const jti = randomUUID();
      forgetExpired.run(issuedAt - 24 * 60 * 60);
      insert.run(jti, consumerId, issuedAt, expiresAt);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(SESSION_ISSUER)
        .setAudience(options.audience)
        .setSubject(consumerId)
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
    },

    /** The claims of a token whose session this API issued to that member and is still running, else null. */
    async verify(token: string): Promise<SessionClaims | null> {
      const claims = await read(token);
      if (!claims) return null;
      const session = find.get(claims.jti);
      const running = session && session.consumer_id === claims.consumerId && session.expires_at === claims.exp && !session.ended_at;
      return running ? claims : null;
    },

    /** Ends a session: its token is refused from now on. */
    end(claims: SessionClaims, reason: SessionEndReason) {
      end.run(clock.iso(), reason, claims.jti);
    },

    /**
     * Ends every session of the member, but the one `keep` names if given: the member's own
     * password change keeps the session that made it; a reset by email or an erasure keeps none.
     */
    endAll(consumerId: string, reason: SessionEndReason, keep?: SessionClaims | null): number {
      return endAll.run(clock.iso(), reason, consumerId, keep?.jti ?? null).changes;
    },
  };
}

/** The session tokens of one server. */
export type Sessions = ReturnType<typeof createSessions>;
