import { createMemoryStorage } from '#src/lib/safe-storage.ts';
import { SESSION_KEYS } from './session-keys';
import { storedMember } from './stored-member';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenExpiringIn = (seconds: number) => `${base64url({ alg: 'HS256' })}.${base64url({ exp: now / 1000 + seconds })}.signature`;

function storedSession({ loggedIn = 'true', token = tokenExpiringIn(600), consumerId = 'c-1' } = {}) {
  const storage = createMemoryStorage();
  storage.setItem(SESSION_KEYS.loggedIn, loggedIn);
  storage.setItem(SESSION_KEYS.token, token);
  storage.setItem(SESSION_KEYS.consumerId, consumerId);
  return storage;
}

describe('storedMember', () => {
  it('names the member of a stored session that can be resumed', () => {
    expect(storedMember(storedSession(), now)).toBe('c-1');
  });

  it('names nobody without the logged-in flag, with a token about to expire, or without a consumer id', () => {
    expect(storedMember(createMemoryStorage(), now)).toBeNull();
    expect(storedMember(storedSession({ loggedIn: 'false' }), now)).toBeNull();
    expect(storedMember(storedSession({ token: tokenExpiringIn(30) }), now)).toBeNull();
    expect(storedMember(storedSession({ consumerId: '' }), now)).toBeNull();
  });
});
