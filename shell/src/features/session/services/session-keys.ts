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
  /** The provider's ID token, sent back as `id_token_hint` so its logout needs no confirmation. */
  idTokenHint: 'idTokenHint',
  basket: 'basket',
  sampleBasket: 'sampleBasket',
  counts: 'counts',
  profile: 'profile',
} as const;

/** Everything about the member that logout removes (spec section 4). */
export const MEMBER_DATA_KEYS = Object.values(SESSION_KEYS);
