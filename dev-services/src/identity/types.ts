/** The two languages of every identity page and of the `locale` claim. */
export type IdentityLocale = 'en-CA' | 'fr-CA';

/** A first-party, confidential client registered with the identity provider. */
export interface IdentityClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface IdentityServerOptions {
  /** Port to listen on; 0 picks any free port (the issuer's port is then replaced by the bound one). */
  port: number;
  /** Issuer identifier, an origin without path, e.g. `http://localhost:8091`. */
  issuer: string;
  /** SQLite database file, created (with its tables) if missing. */
  dataFile: string;
  /** Default API audience (an absolute URI); access tokens are JWTs for it. */
  audience: string;
  clients: IdentityClient[];
  /** Secure cookies only, no `/dev/outbox`. Default false. */
  production?: boolean;
}

/** What the consumer API learns about a member from a verified ID token. */
export interface IdentityClaims {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  locale: IdentityLocale;
}

export interface IdentityServer {
  /** The real origin the server answers on (equal to the issuer). */
  url: string;
  /**
   * Sets a member's password (the consumer API's change-password call). Rejects with an
   * `IdentityPasswordError`: 'invalid_password' when it breaks the rules (8+ characters, a letter
   * and a digit), 'unknown_account' when no account has that subject.
   */
  setPassword(sub: string, newPassword: string): Promise<void>;
  close(): Promise<void>;
}
