import type { Locale } from '@maple/contracts';
import type { BudgetLimits } from './rate-limit';

/** What the identity provider tells the API about a member once it has redeemed a login code. */
export interface IdentityClaims {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
  readonly locale: string;
  /** The provider's ID token, passed on to the site as the logout's `id_token_hint`. */
  readonly idToken?: string;
}

/** Why a call to the identity provider failed (set as `reason` on the rejection). */
export type IdentityFailureReason = 'invalid_grant' | 'unavailable' | 'invalid_response' | 'password_rejected';

/**
 * Why `changePassword` refused: the new password breaks the rules (`invalid_password`, or
 * `password_rejected`), the current one is wrong (`wrong_password`), too many wrong ones
 * (`locked`, with `retryAfterSeconds`), or the account is unknown.
 */
export type IdentityPasswordFailureReason = 'password_rejected' | 'invalid_password' | 'wrong_password' | 'locked' | 'unknown_account';

/** One line the server wants logged (unexpected failures, mostly). */
export interface LogEntry {
  readonly level: 'error' | 'warn' | 'info';
  readonly message: string;
  readonly error?: unknown;
}

/** How to start the local consumer API. */
export interface ConsumerApiServerOptions {
  /** The TCP port; 0 picks a free one. */
  readonly port: number;
  /** The interface to listen on (default 127.0.0.1: loopback only). */
  readonly host?: string;
  /** The SQLite file; created and migrated on start, seeded once. */
  readonly dataFile: string;
  /** The API-management subscription key every call must send. */
  readonly subscriptionKey: string;
  /** The HS256 key of the session tokens (at least 32 bytes; generated per machine locally). */
  readonly sessionSecret: string;
  /** The audience the session tokens name and must name: the API's identifier. */
  readonly audience: string;
  /** Origins allowed to call with credentials (CORS). */
  readonly allowedOrigins: readonly string[];
  /** Redeems a login code at the identity provider; rejects with a `reason` of {@link IdentityFailureReason}. */
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<IdentityClaims>;
  /**
   * Changes a member's password at the identity provider, which checks the current one and ends
   * the member's refresh tokens; rejects with a `reason` of {@link IdentityPasswordFailureReason}.
   */
  changePassword(sub: string, currentPassword: string, newPassword: string): Promise<void>;
  /** Whether the member confirmed their email address at the identity provider (asked until they have). */
  isEmailVerified(sub: string): Promise<boolean>;
  /** Asks the identity provider to send the email-address confirmation link again. */
  sendVerificationEmail(sub: string, locale: Locale): Promise<void>;
  /** In production the `/__dev` routes do not exist and the client cookie is `Secure; SameSite=None`. */
  readonly production?: boolean;
  /**
   * The `/__dev` routes (faults, geo, receipt review): off unless true, refused in production,
   * and answered only to loopback callers that name a loopback host.
   */
  readonly devRoutes?: boolean;
  /**
   * Requests allowed per client per window, and to all anonymous clients of one address together
   * (default 120 and 1,200 per 60 s; `addressMax` defaults to 3 × `max`).
   */
  readonly rateLimit?: BudgetLimits;
  /** `auth/login` calls allowed per client and per address per window, on top of the above (default 10 and 30 per 60 s). */
  readonly loginRateLimit?: BudgetLimits;
  /** The key of the hashes an erased account leaves (default: `erasure-hash.key` beside `dataFile`, made on first start). */
  readonly erasureKeyFile?: string;
  /**
   * Where the content images are served, ending in `/` (a CDN in production); by default the
   * API's own `/media/` at `http://localhost:<port>`, the origin the site's pages name it by.
   */
  readonly mediaBaseUrl?: string;
  /** Where receipt photos are stored (default: `receipts/` beside `dataFile`). */
  readonly receiptsDir?: string;
  /** The clock, in epoch milliseconds (tests move it). */
  readonly now?: () => number;
  /** Where unexpected failures are reported (default: the console). */
  readonly log?: (entry: LogEntry) => void;
}

/** Services the handlers share. */
export interface Clock {
  now(): number;
  iso(): string;
}

/** A text in both languages of the site. */
export interface Bilingual {
  readonly en: string;
  readonly fr: string;
}

/** Picks the caller's language from a bilingual text. */
export function inLocale(text: Bilingual, locale: Locale): string {
  return locale === 'fr-CA' ? text.fr : text.en;
}

/** The `reason` of an identity-provider rejection, if it has one. */
export function identityFailureReason(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string') return error.reason;
  return null;
}

/** The seconds to wait that an identity-provider refusal (`locked`) names, at least 1. */
export function identityRetryAfter(error: unknown): number {
  const seconds =
    typeof error === 'object' && error !== null && 'retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number'
      ? Math.ceil(error.retryAfterSeconds)
      : 60;
  return Math.max(1, seconds);
}
