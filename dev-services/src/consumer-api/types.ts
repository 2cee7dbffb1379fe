import type { Locale } from '@maple/contracts';

/** What the identity provider tells the API about a member once it has redeemed a login code. */
export interface IdentityClaims {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
  readonly locale: string;
}

/** Why a call to the identity provider failed (set as `reason` on the rejection). */
export type IdentityFailureReason = 'invalid_grant' | 'unavailable' | 'invalid_response' | 'password_rejected';

/** Also understood from `changePassword`: the identity server's own reasons for refusing a password. */
export type IdentityPasswordFailureReason = 'password_rejected' | 'invalid_password' | 'unknown_account';

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
  /** The HS256 key of the session tokens. */
  readonly sessionSecret: string;
  /** Origins allowed to call with credentials (CORS). */
  readonly allowedOrigins: readonly string[];
  /** Redeems a login code at the identity provider; rejects with a `reason` of {@link IdentityFailureReason}. */
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<IdentityClaims>;
  /** Sets a member's password at the identity provider; rejects with reason `password_rejected` when refused. */
  changePassword(sub: string, newPassword: string): Promise<void>;
  /** In production the `/__dev` fault-injection routes do not exist. */
  readonly production?: boolean;
  /** Requests allowed per client per window (default 120 per 60 s). */
  readonly rateLimit?: { readonly windowMs: number; readonly max: number };
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
