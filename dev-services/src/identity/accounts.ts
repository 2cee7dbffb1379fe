import crypto from 'node:crypto';
import type { IdentityDatabase } from './database';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import type { IdentityLocale } from './types';
import { normalizeEmail } from './validation';

export interface Account {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  locale: IdentityLocale;
  emailVerified: boolean;
  createdAt: string;
}

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  locale: IdentityLocale;
  email_verified: number;
  created_at: string;
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    givenName: row.given_name,
    familyName: row.family_name,
    locale: row.locale,
    emailVerified: row.email_verified === 1,
    createdAt: row.created_at,
  };
}

export class DuplicateEmailError extends Error {
  override readonly name = 'DuplicateEmailError';
}

interface NewAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  locale: IdentityLocale;
}

export class AccountStore {
  constructor(private readonly db: IdentityDatabase) {}

  findById(id: string): Account | undefined {
    const row = this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(id);
    return row && toAccount(row);
  }

  findByEmail(email: string): Account | undefined {
    const row = this.rowByEmail(email);
    return row && toAccount(row);
  }

  async create(input: NewAccount): Promise<Account> {
    const email = normalizeEmail(input.email);
    if (this.rowByEmail(email)) throw new DuplicateEmailError(email);
    const passwordHash = await hashPassword(input.password);
    const now = new Date().toISOString();
    const id = crypto.randomUUID();
    try {
      this.db
        .prepare(
          `INSERT INTO accounts (id, email, password_hash, given_name, family_name, locale, email_verified, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        )
        .run(id, email, passwordHash, input.givenName, input.familyName, input.locale, now, now);
    } catch (error) {
      // Two sign-ups with one email racing each other: the unique index decides.
      if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new DuplicateEmailError(email);
      }
      throw error;
    }
    const account = this.findById(id);
    if (!account) throw new Error('account vanished after insert');
    return account;
  }

  /** The account when the password matches; undefined otherwise, taking the same time either way. */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const row = this.rowByEmail(email);
    if (!row) {
      await burnPasswordCheck(password);
      return undefined;
    }
    return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : undefined;
  }

  /** True when the password is the account's (for a change of password). */
  async hasPassword(accountId: string, password: string): Promise<boolean> {
    const row = this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?').get(accountId);
    if (!row) {
      await burnPasswordCheck(password);
      return false;
    }
    return verifyPassword(password, row.password_hash);
  }

  /** The member followed the link emailed to the address. */
  markEmailVerified(accountId: string): void {
    this.db
      .prepare('UPDATE accounts SET email_verified = 1, updated_at = ? WHERE id = ? AND email_verified = 0')
      .run(new Date().toISOString(), accountId);
  }

  /** A password set through an emailed link also proves the member owns the address. */
  async setPasswordFromEmailLink(accountId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    this.db
      .prepare('UPDATE accounts SET password_hash = ?, email_verified = 1, updated_at = ? WHERE id = ?')
      .run(passwordHash, new Date().toISOString(), accountId);
  }

  /** A password changed by the member while signed in (consumer API `PUT user/password`). */
  async setPassword(accountId: string, password: string): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    const result = this.db
      .prepare('UPDATE accounts SET password_hash = ?, updated_at = ? WHERE id = ?')
      .run(passwordHash, new Date().toISOString(), accountId);
    return result.changes === 1;
  }

  private rowByEmail(email: string): AccountRow | undefined {
    return this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE email = ?').get(normalizeEmail(email));
  }
}
