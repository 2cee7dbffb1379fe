import crypto from 'node:crypto';
import type { IdentityDatabase } from './database';
import { hashToken } from './password-resets';
import type { IdentityLocale } from './types';

/** How long an email-address confirmation link works. */
const VERIFICATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A pending confirmation of an email address. */
interface EmailVerification {
  accountId: string;
  locale: IdentityLocale;
}

/** One-time tokens of the links that confirm an email address; only their hash is stored. */
export class EmailVerificationStore {
  constructor(private readonly db: IdentityDatabase) {}

  /** Returns the token to put in the link. */
  create(verification: EmailVerification): string {
    const token = crypto.randomBytes(32).toString('base64url');
    this.db
      .prepare(`INSERT INTO email_verifications (token_hash, account_id, locale, expires_at, created_at) VALUES (?, ?, ?, ?, ?)`)
      .run(hashToken(token), verification.accountId, verification.locale, Date.now() + VERIFICATION_TOKEN_TTL_MS, new Date().toISOString());
    return token;
  }

  /** The confirmation a token stands for, if it is unused and not expired. */
  find(token: string): EmailVerification | undefined {
    const row = this.db
      .prepare<[string, number], { account_id: string; locale: IdentityLocale }>(
        'SELECT account_id, locale FROM email_verifications WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(hashToken(token), Date.now());
    return row && { accountId: row.account_id, locale: row.locale };
  }

  /** Spends every outstanding token of the account; false when `token` was no longer good. */
  consume(token: string, accountId: string): boolean {
    const now = new Date().toISOString();
    return this.db
      .transaction(() => {
        const spent = this.db
          .prepare('UPDATE email_verifications SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
          .run(now, hashToken(token), Date.now());
        if (spent.changes !== 1) return false;
        this.db.prepare('UPDATE email_verifications SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(now, accountId);
        return true;
      })
      .immediate();
  }
}
