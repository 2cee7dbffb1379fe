import crypto from 'node:crypto';
import type { IdentityDatabase } from './database';
import type { IdentityLocale } from './types';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

interface PasswordReset {
  accountId: string;
  locale: IdentityLocale;
  /** The sign-in interaction the request came from, to go back to once the password is changed. */
  interactionUid: string | undefined;
  clientId: string | undefined;
}

interface ResetRow {
  account_id: string;
  locale: IdentityLocale;
  interaction_uid: string | null;
  client_id: string | null;
}

/** Links carry a random token; the database keeps only its hash. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** One-time reset tokens; only their hash is stored. */
export class PasswordResetStore {
  constructor(private readonly db: IdentityDatabase) {}

  /** Returns the token to put in the link. */
  create(reset: PasswordReset): string {
    const token = crypto.randomBytes(32).toString('base64url');
    this.db
      .prepare(
        `INSERT INTO password_resets (token_hash, account_id, locale, interaction_uid, client_id, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        hashToken(token),
        reset.accountId,
        reset.locale,
        reset.interactionUid ?? null,
        reset.clientId ?? null,
        Date.now() + RESET_TOKEN_TTL_MS,
        new Date().toISOString(),
      );
    return token;
  }

  /** The reset a token stands for, if it is unused and not expired. */
  find(token: string): PasswordReset | undefined {
    if (!/^[\w-]{20,100}$/.test(token)) return undefined;
    const row = this.db
      .prepare<[string, number], ResetRow>(
        `SELECT account_id, locale, interaction_uid, client_id FROM password_resets
         WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
      )
      .get(hashToken(token), Date.now());
    if (!row) return undefined;
    return {
      accountId: row.account_id,
      locale: row.locale,
      interactionUid: row.interaction_uid ?? undefined,
      clientId: row.client_id ?? undefined,
    };
  }

  /** Marks the token used; false when it was already spent (or expired) meanwhile. */
  consume(token: string): boolean {
    const result = this.db
      .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
      .run(new Date().toISOString(), hashToken(token), Date.now());
    return result.changes === 1;
  }

  /** Spends every outstanding token of the account, the used one included. */
  invalidateAll(accountId: string): void {
    this.db
      .prepare('UPDATE password_resets SET used_at = ? WHERE account_id = ? AND used_at IS NULL')
      .run(new Date().toISOString(), accountId);
  }
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  created: string;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
}

/** Where the dev identity provider "sends" email. */
export class Outbox {
  constructor(private readonly db: IdentityDatabase) {}

  send(message: { to: string; subject: string; body: string; link?: string }): void {
    this.db
      .prepare('INSERT INTO outbox (to_address, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(message.to, message.subject, message.body, message.link ?? null, new Date().toISOString());
  }

  /** Newest first, optionally only those sent to one address. */
  list(to?: string): OutboxMessage[] {
    const rows = to
      ? this.db
          .prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC LIMIT 200')
          .all(to.trim())
      : this.db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT 200').all();
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      body: row.body,
      link: row.link,
      created: row.created_at,
    }));
  }
}
