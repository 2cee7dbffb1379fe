/** The local-storage keys of the session (spec section 3), and the few the shell adds. */
export const SESSION_KEYS = {
  token: 'sessionToken',
  consumerId: 'consumer_id',
  exactPath: 'exactPath',
  authCode: 'auth0Code',
  authState: 'auth0State',
  /** PKCE: the verifier of the challenge sent to the identity provider. */
  codeVerifier: 'auth0CodeVerifier',
  loggedIn: 'isLoggedIn',
  /** When the 30-minute session ends, in milliseconds since the epoch. */
  expiresAt: 'sessionExpiresAt',
  campaignSource: 'campaignSource',
  /** The cause a visitor chose before joining, sent with their enrolment (a campaign's, or their pick). */
  chosenCause: 'chosenCause',
  /** The provider's ID token, sent back as `id_token_hint` so its logout needs no confirmation. */
  idTokenHint: 'idTokenHint',
  basket: 'basket',
  sampleBasket: 'sampleBasket',
  counts: 'counts',
  profile: 'profile',
} as const;

/** Everything about the member that logout removes (spec section 4). */
export const MEMBER_DATA_KEYS = Object.values(SESSION_KEYS);

/**
 * Set when a session ended by itself just before the provider's logout: the page the member
 * comes back to says so too (no member datum: it outlives the logout, until that page reads it).
 */
export const SESSION_ENDED_KEY = 'sessionEnded';
