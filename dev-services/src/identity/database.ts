import Database from 'better-sqlite3';
import { preparePrivateDatabaseFile } from '../shared/private-files';

export type IdentityDatabase = Database.Database;

/** Each entry moves the schema one version up; `PRAGMA user_version` records how far a file got. */
const migrations: readonly string[] = [
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (email = lower(email)),
    password_hash TEXT NOT NULL,
    given_name TEXT NOT NULL,
    family_name TEXT NOT NULL,
    locale TEXT NOT NULL CHECK (locale IN ('en-CA', 'fr-CA')),
    email_verified INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE oidc_models (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL,
    expires_at INTEGER,
    grant_id TEXT,
    user_code TEXT,
    uid TEXT,
    PRIMARY KEY (model, id)
  );
  CREATE INDEX oidc_models_grant_id ON oidc_models (model, grant_id) WHERE grant_id IS NOT NULL;
  CREATE INDEX oidc_models_user_code ON oidc_models (model, user_code) WHERE user_code IS NOT NULL;
  CREATE INDEX oidc_models_uid ON oidc_models (model, uid) WHERE uid IS NOT NULL;
  CREATE INDEX oidc_models_expires_at ON oidc_models (expires_at) WHERE expires_at IS NOT NULL;

  CREATE TABLE secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    interaction_uid TEXT,
    client_id TEXT,
    expires_at INTEGER NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX password_resets_account ON password_resets (account_id);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at TEXT NOT NULL
  );
  `,
  `
  CREATE TABLE email_verifications (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX email_verifications_account ON email_verifications (account_id);

  -- Sign-in, sign-up and reset throttles (rate-limiter-flexible's schema for SQLite).
  CREATE TABLE throttles (
    key TEXT PRIMARY KEY,
    points INTEGER NOT NULL DEFAULT 0,
    expire INTEGER
  );
  `,
];

/** Opens (creating if needed) the identity database in WAL mode and brings its schema up to date. */
export function openIdentityDatabase(file: string): IdentityDatabase {
  // The signing keys live here: the owner's alone.
  preparePrivateDatabaseFile(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: IdentityDatabase): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  migrations.forEach((sql, index) => {
    const version = index + 1;
    if (version <= current) return;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  });
}

/** A named secret (signing keys, cookie keys), created once by `create` and read back afterwards. */
export async function loadOrCreateSecret<T>(db: IdentityDatabase, name: string, create: () => T | Promise<T>): Promise<T> {
  const row = db.prepare<[string], { value: string }>('SELECT value FROM secrets WHERE name = ?').get(name);
  if (row) return JSON.parse(row.value) as T;
  const value = await create();
  db.prepare('INSERT OR IGNORE INTO secrets (name, value, created_at) VALUES (?, ?, ?)').run(
    name,
    JSON.stringify(value),
    new Date().toISOString(),
  );
  // Another process may have won the race: keep whatever is stored.
  const stored = db.prepare<[string], { value: string }>('SELECT value FROM secrets WHERE name = ?').get(name);
  return stored ? (JSON.parse(stored.value) as T) : value;
}
