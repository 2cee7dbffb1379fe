import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { cookieValue } from './http-io';

/** The cookie that tells apart anonymous callers sharing an address (for the rate limit). */
const CLIENT_COOKIE = 'maple-client';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Client ids for the rate limit: a random id signed with a key derived from the session
 * secret, kept in a cookie. Only ids this API signed count, so a caller cannot pick another
 * caller's bucket; a caller without one shares its address's cookieless bucket, which also
 * bounds how many new ids an address can collect.
 */
export function createClientIds(secret: string, options: { production: boolean }) {
  const key = createHmac('sha256', secret).update('maple-client-cookie').digest();
  const signatureOf = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  const attributes = options.production ? 'Path=/; HttpOnly; Secure; SameSite=None' : 'Path=/; HttpOnly; SameSite=Lax';

  return {
    /** The client id of the request's cookie when this API issued it, else null. */
    read(req: IncomingMessage): string | null {
      const [id, signature] = (cookieValue(req, CLIENT_COOKIE) ?? '').split('.');
      if (!id || !signature) return null;
      const expected = Buffer.from(signatureOf(id));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },

    /** A new client id and the Set-Cookie header that gives it to the caller. */
    issue(): { id: string; setCookie: string } {
      const id = randomBytes(16).toString('base64url');
      return { id, setCookie: `${CLIENT_COOKIE}=${id}.${signatureOf(id)}; Max-Age=${ONE_YEAR_SECONDS}; ${attributes}` };
    },
  };
}
