import type { ThrottlePolicies } from './throttle';

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
  /** Secure cookies only, HSTS, no `/dev/outbox`. Default false. */
  production?: boolean;
  /** `/dev/outbox`, for loopback callers only; refused in production. Default false. */
  devRoutes?: boolean;
  /** The interface to listen on. Default 127.0.0.1: this machine only. */
  host?: string;
  /** Changes to the sign-in, sign-up and reset throttles (tests shorten them). */
  throttling?: Partial<ThrottlePolicies>;
}

/** What the consumer API learns about a member from a verified ID token. */
export interface IdentityClaims {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  locale: IdentityLocale;
  /** The ID token itself, for the site's logout (`id_token_hint`). */
  idToken: string;
}

export interface IdentityServer {
  /** The real origin the server answers on (equal to the issuer). */
  url: string;
  /**
   * Changes a member's password (the consumer API's change-password call): the current one must
   * be right, the new one must pass the password rule; every session, grant and refresh token of
   * the account ends. Rejects with an `IdentityPasswordError`: 'wrong_password', 'locked' (too many
   * wrong passwords, with `retryAfterSeconds`), 'invalid_password' or 'unknown_account'.
   */
  changePassword(sub: string, currentPassword: string, newPassword: string): Promise<void>;
  /** Whether the member confirmed their email address (rejects 'unknown_account'). */
  isEmailVerified(sub: string): Promise<boolean>;
  /** Sends the confirmation link again; rejects 'locked' after 3 in an hour, 'unknown_account'. */
  sendVerificationEmail(sub: string, locale: IdentityLocale): Promise<void>;
  /**
   * Calls `listener` with the member's `sub` after a password is reset through an emailed link,
   * once the provider has ended the account's sessions, grants and refresh tokens (the hosted
   * provider's post-change-password hook): the consumer API ends the sessions it issued.
   */
  onPasswordReset(listener: (sub: string) => void): void;
  close(): Promise<void>;
}
