import { isSessionTokenValid, tokenExpiry } from './session-token';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;

describe('session tokens', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const inSeconds = (seconds: number) => now / 1000 + seconds;

  it('reads the exp claim', () => {
    expect(tokenExpiry(jwt({ exp: 1800000000 }))).toBe(1800000000);
  });

  it('reads nothing from a token without exp or that is not a JWT', () => {
    expect(tokenExpiry(jwt({ sub: 'x' }))).toBeNull();
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });

  it('is valid with more than 30 seconds left', () => {
    expect(isSessionTokenValid(jwt({ exp: inSeconds(31) }), now)).toBe(true);
    expect(isSessionTokenValid(jwt({ exp: inSeconds(30 * 60) }), now)).toBe(true);
  });

  it('is not valid with 30 seconds or less left, expired, missing or unreadable', () => {
    expect(isSessionTokenValid(jwt({ exp: inSeconds(30) }), now)).toBe(false);
    expect(isSessionTokenValid(jwt({ exp: inSeconds(-5) }), now)).toBe(false);
    expect(isSessionTokenValid(null, now)).toBe(false);
    expect(isSessionTokenValid('garbage', now)).toBe(false);
  });
});
