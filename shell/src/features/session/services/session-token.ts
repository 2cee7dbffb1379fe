import { decodeJwt } from 'jose';

/** A session token is used only while it has more than this left (spec section 9). */
const TOKEN_EXPIRY_MARGIN_SECONDS = 30;

/** The `exp` claim of a JSON web token, or null when it is not a readable JWT with one. */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** True when a token exists and has more than 30 seconds left at `nowMs`. */
export function isSessionTokenValid(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 - nowMs > TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
}
