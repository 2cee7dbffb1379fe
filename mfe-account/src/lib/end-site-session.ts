/** The key under which the shell stores the session token (spec section 3: "a stored session token"). */
const SESSION_TOKEN_KEY = 'sessionToken';

/**
 * Tells the shell the member's session is over, after the API ended every session (the
 * account was erased). Remotes have no sign-out command: this is what a sign-out in another
 * tab looks like to the shell (the token gone from storage), which then forgets the member
 * (stored data, client state, cached server data) without the identity provider's logout.
 */
export function endSiteSession(): void {
  const oldValue = localStorage.getItem(SESSION_TOKEN_KEY);
  localStorage.removeItem(SESSION_TOKEN_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_TOKEN_KEY, oldValue, newValue: null, storageArea: localStorage }));
}
