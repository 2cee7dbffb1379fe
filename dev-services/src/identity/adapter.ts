import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { IdentityDatabase } from './database';

interface ModelRow {
  payload: string;
}

/**
 * oidc-provider storage in one SQLite table keyed by model and id, so sessions, interactions,
 * codes, grants and refresh tokens survive a restart. Expired rows are never returned and are
 * pruned by {@link pruneExpiredModels}.
 */
class SqliteAdapter implements Adapter {
  constructor(
    private readonly db: IdentityDatabase,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null;
    this.db
      .prepare(
        `INSERT INTO oidc_models (model, id, payload, expires_at, grant_id, user_code, uid)
         VALUES (@model, @id, @payload, @expiresAt, @grantId, @userCode, @uid)
         ON CONFLICT (model, id) DO UPDATE SET
           payload = excluded.payload, expires_at = excluded.expires_at, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid`,
      )
      .run({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        expiresAt,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
      });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = ?', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = ?', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = ?', userCode);
  }

  async consume(id: string): Promise<void> {
    this.db
      .prepare(`UPDATE oidc_models SET payload = json_set(payload, '$.consumed', ?) WHERE model = ? AND id = ?`)
      .run(Math.floor(Date.now() / 1000), this.model, id);
  }

  async destroy(id: string): Promise<void> {
    this.db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?').run(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    this.db.prepare('DELETE FROM oidc_models WHERE model = ? AND grant_id = ?').run(this.model, grantId);
  }

  private findWhere(condition: string, value: string): AdapterPayload | undefined {
    const row = this.db
      .prepare<[string, string, number], ModelRow>(
        `SELECT payload FROM oidc_models
         WHERE model = ? AND ${condition} AND (expires_at IS NULL OR expires_at > ?)`,
      )
      .get(this.model, value, Date.now());
    return row ? (JSON.parse(row.payload) as AdapterPayload) : undefined;
  }
}

export function createSqliteAdapterFactory(db: IdentityDatabase): AdapterFactory {
  return (model) => new SqliteAdapter(db, model);
}

export function pruneExpiredModels(db: IdentityDatabase): void {
  db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?').run(Date.now());
}

/**
 * Ends everything an account holds at the provider: its sessions, grants, codes, access and
 * refresh tokens (after a password change or reset). The member signs in again everywhere.
 */
export function revokeAccount(db: IdentityDatabase, accountId: string): number {
  return db.prepare(`DELETE FROM oidc_models WHERE json_extract(payload, '$.accountId') = ?`).run(accountId).changes;
}
