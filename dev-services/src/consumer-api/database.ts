import Database from 'better-sqlite3';
import { preparePrivateDatabaseFile } from '../shared/private-files';
import { ARTICLES, CAUSES, INCENTIVES, OFFERS, QUIZZES, REWARDS, REWARD_TYPE_LABELS, SEED_VERSION, SURVEYS } from './catalogue';
import { MIGRATIONS, type Migration } from './migrations';

/** The consumer API's SQLite database. */
export type ConsumerApiDatabase = Database.Database;

/**
 * Opens (or creates) the database file in WAL mode, readable by its owner alone, applies the migrations it has not seen
 * and seeds the catalogue once per seed version.
 */
export function openDatabase(file: string, nowIso: () => string): ConsumerApiDatabase {
  preparePrivateDatabaseFile(file);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    migrate(db, MIGRATIONS, nowIso);
    seed(db, nowIso);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Applies, in order and each in its own transaction, the migrations not yet recorded. */
function migrate(db: ConsumerApiDatabase, migrations: readonly Migration[], nowIso: () => string): number[] {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`,
  );
  const applied = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const newlyApplied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, nowIso());
    }).immediate();
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

/** The seed version a database has. */
export function seedVersion(db: ConsumerApiDatabase): number {
  return db.prepare<[], { version: number }>(`SELECT version FROM seed_state WHERE name = 'catalogue'`).get()?.version ?? 0;
}

function seed(db: ConsumerApiDatabase, nowIso: () => string) {
  if (seedVersion(db) >= SEED_VERSION) return;
  db.transaction(() => {
    const cause = db.prepare('INSERT OR IGNORE INTO causes (cause_id, short_key, name_en, name_fr, sort_order) VALUES (?, ?, ?, ?, ?)');
    CAUSES.forEach((c, index) => cause.run(c.id, c.shortKey, c.name.en, c.name.fr, index));

    const reward = db.prepare(`
      INSERT OR IGNORE INTO rewards (
        reward_id, reward_kind, point_cost, max_quantity, value_cad, cause_points, inventory, sort_order,
        Reward_Detail, Reward_Detail_FR, Reward_Type, Reward_Type_FR, Charity_ID, Charity_ID_FR,
        Reward_Status, Reward_Status_FR, Reward_Rules, Reward_Rules_FR, Other_Details, Other_Details_FR
      ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    REWARDS.forEach((r, index) => {
      const label = REWARD_TYPE_LABELS[r.type];
      reward.run(
        r.id,
        r.type,
        r.pointCost,
        r.maxQuantity,
        r.valueCad,
        r.causePoints,
        r.inventory,
        index,
        r.detail.en,
        r.detail.fr,
        label.en,
        label.fr,
        r.charityId,
        r.charityId,
        r.status,
        r.status,
        r.rules.en,
        r.rules.fr,
        r.otherDetails.en,
        r.otherDetails.fr,
      );
    });

    const survey = db.prepare(
      'INSERT OR IGNORE INTO surveys (survey_id, key, title_en, title_fr, points, onboarding, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    SURVEYS.forEach((s, index) => survey.run(s.id, s.key, s.title.en, s.title.fr, s.points, s.onboarding ? 1 : 0, index));

    const quiz = db.prepare('INSERT OR IGNORE INTO quizzes (quiz_id, title_en, title_fr, points, sort_order) VALUES (?, ?, ?, ?, ?)');
    QUIZZES.forEach((q, index) => quiz.run(q.id, q.title.en, q.title.fr, q.points, index));

    const article = db.prepare(
      'INSERT OR IGNORE INTO articles (article_id, title_en, title_fr, summary_en, summary_fr, published_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const a of ARTICLES) article.run(a.id, a.title.en, a.title.fr, a.summary.en, a.summary.fr, a.publishedAt);

    const offer = db.prepare(`
      INSERT OR IGNORE INTO offers (
        offer_id, brand, channel, title_en, title_fr, description_en, description_fr, value_en, value_fr, expires_at, members_only, sort_order
      ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    OFFERS.forEach((o, index) =>
      offer.run(
        o.id,
        o.brand,
        o.channel,
        o.title.en,
        o.title.fr,
        o.description.en,
        o.description.fr,
        o.value.en,
        o.value.fr,
        o.expiresAt,
        o.membersOnly ? 1 : 0,
        index,
      ),
    );

    const incentive = db.prepare(
      'INSERT OR IGNORE INTO incentives (incentive_id, name_en, name_fr, description_en, description_fr, stock, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    INCENTIVES.forEach((i, index) => incentive.run(i.id, i.name.en, i.name.fr, i.description.en, i.description.fr, i.stock, index));

    db.prepare(
      `INSERT INTO seed_state (name, version, applied_at) VALUES ('catalogue', ?, ?)
       ON CONFLICT (name) DO UPDATE SET version = excluded.version, applied_at = excluded.applied_at`,
    ).run(SEED_VERSION, nowIso());
  }).immediate();
}
