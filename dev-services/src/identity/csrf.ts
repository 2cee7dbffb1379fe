import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The hidden field every form of the provider carries. */
export const CSRF_FIELD = 'csrf';

/**
 * Tokens against cross-site request forgery: an HMAC, under a key of the provider, of what the
 * form is bound to (the sign-in interaction, which its own cookie ties to the browser, or the
 * emailed link's token). A page of another site can neither read the token nor compute it.
 */
export function createCsrf(key: string) {
  const tokenFor = (binding: string) => createHmac('sha256', key).update(binding).digest('base64url');
  return {
    tokenFor,
    /** True when `given` is the token of `binding`. */
    check(binding: string, given: string): boolean {
      const expected = Buffer.from(tokenFor(binding));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/** The CSRF tokens of one provider. */
export type Csrf = ReturnType<typeof createCsrf>;

/**
 * True when the browser says a submission comes from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` other than the provider's own (a sandboxed page sends `null`).
 */
export function isCrossSite(req: IncomingMessage, ownOrigin: string): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  return origin !== undefined && origin !== ownOrigin;
}
