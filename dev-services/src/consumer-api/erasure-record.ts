import { createHmac, randomBytes } from 'node:crypto';
import { ERASURE_HASHES_KEPT_YEARS } from '@maple/contracts';
import { readOrCreatePrivateFile } from '../shared/private-files';
import type { ConsumerApiDatabase } from './database';
import type { MemberRow } from './members';
import type { Clock } from './types';

/** The file, in the data folder beside the database, that holds the hashes' key. */
export const ERASURE_KEY_FILE = 'erasure-hash.key';

// The credits a person could take again in a new account: per survey, quiz, onboarding step and
// day, and the home-screen install. Receipts are once-only by their photo, whoever sends it.
const ONCE_ONLY_CREDIT = /^(SURVEY|QUIZ|ONBOARDING_STEP|SIGN_IN):|^HOME_SCREEN_INSTALL$/;

/** What a hash stands for; the kind is hashed with the value, so two kinds never meet. */
type HashKind = 'identity' | 'credit' | 'sample' | 'home' | 'building';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An email address as one mailbox: case and spaces aside, without a `+tag`, and at Gmail
 * without dots in the local part, which Gmail ignores ("J.Doe+maple@gmail.com" is jdoe@gmail.com).
 */
export function normalizedEmail(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const untagged = local.split('+')[0] ?? '';
  const mailbox = GMAIL_DOMAINS.has(domain) ? untagged.replaceAll('.', '') : untagged;
  return `${mailbox}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** The key of the hashes: 32 random bytes made on first use, in a file readable by the owner alone. */
function loadKey(file: string): Buffer {
  const key = Buffer.from(readOrCreatePrivateFile(file, () => `${randomBytes(32).toString('base64url')}\n`).trim(), 'base64url');
  if (key.length < 32) throw new Error(`${file} is damaged: it must hold a key of 32 bytes`);
  return key;
}

type Identity = Pick<MemberRow, 'identity_sub' | 'email'>;

/**
 * What an erased account leaves behind so that what is once-only stays once-only (decision
 * 021): keyed one-way hashes (HMAC-SHA-256 under a key of the data folder), never the values,
 * of the person (the identity provider's subject and the normalized email), of the once-only
 * credits they took, of the samples they ordered, and of the homes and buildings those went to.
 * Without the key a hash tells nothing; with it, only whether a given person or address is the
 * same. Each hash is kept {@link ERASURE_HASHES_KEPT_YEARS} years: lookups ignore older ones,
 * and they are deleted at start and at every erasure.
 */
export function createErasureRecord(db: ConsumerApiDatabase, { keyFile, clock }: { keyFile: string; clock: Clock }) {
  const key = loadKey(keyFile);
  const hash = (kind: HashKind, value: string) => createHmac('sha256', key).update(`${kind}\n${value}`).digest('base64url');
  const identitiesOf = (member: Identity) => [`sub:${member.identity_sub}`, `email:${normalizedEmail(member.email)}`];
  const personal = (kind: HashKind, member: Identity, fact = '') =>
    identitiesOf(member).map((identity) => hash(kind, `${identity}\n${fact}`));

  const insert = db.prepare<[string, HashKind, string, string]>(
    'INSERT INTO erased_once_only (hash, kind, erased_at, purge_after) VALUES (?, ?, ?, ?)',
  );
  const count = db.prepare<[string, string], { found: number }>(
    'SELECT COUNT(*) AS found FROM erased_once_only WHERE hash = ? AND purge_after > ?',
  );
  const purge = db.prepare<[string]>('DELETE FROM erased_once_only WHERE purge_after <= ?');
  const identityOf = db.prepare<[string], Identity>('SELECT identity_sub, email FROM members WHERE consumer_id = ?');
  const creditsOf = db.prepare<[string], { credit_key: string }>(
    'SELECT DISTINCT credit_key FROM ledger_entries WHERE consumer_id = ? AND credit_key IS NOT NULL',
  );
  const ordersOf = db.prepare<[string], { order_id: string; incentive_id: string }>(
    'SELECT order_id, incentive_id FROM sample_orders WHERE consumer_id = ?',
  );
  const keysOf = db.prepare<[string], { kind: 'home' | 'building'; key: string }>(
    'SELECT kind, key FROM sample_order_keys WHERE order_id = ?',
  );

  const kept = (hashValue: string) => count.get(hashValue, clock.iso())?.found ?? 0;
  const anyKept = (hashes: readonly string[]) => hashes.some((hashValue) => kept(hashValue) > 0);

  function purgeExpired(): number {
    return purge.run(clock.iso()).changes;
  }
  purgeExpired();

  return {
    purgeExpired,

    /**
     * Keeps the hashes of what must stay once-only of a member about to be erased: run inside
     * the erasure's transaction, before their orders' homes and buildings are forgotten.
     */
    keep(member: MemberRow): void {
      purgeExpired();
      const erasedAt = clock.iso();
      const until = new Date(clock.now());
      until.setUTCFullYear(until.getUTCFullYear() + ERASURE_HASHES_KEPT_YEARS);
      const purgeAfter = until.toISOString();
      const record = (kind: HashKind, hashes: readonly string[]) => {
        for (const hashValue of hashes) insert.run(hashValue, kind, erasedAt, purgeAfter);
      };
      record('identity', personal('identity', member));
      for (const { credit_key: creditKey } of creditsOf.all(member.consumer_id))
        if (ONCE_ONLY_CREDIT.test(creditKey)) record('credit', personal('credit', member, creditKey));
      for (const order of ordersOf.all(member.consumer_id)) {
        record('sample', personal('sample', member, order.incentive_id));
        for (const { kind, key: value } of keysOf.all(order.order_id)) record(kind, [hash(kind, `${order.incentive_id}\n${value}`)]);
      }
    },

    /** True when the person (by the provider's subject or their email) had an account that was erased. */
    wasMember: (member: Identity) => anyKept(personal('identity', member)),

    /** True when the member's person took this once-only credit in an erased account. */
    creditTakenBefore(consumerId: string, creditKey: string): boolean {
      const member = identityOf.get(consumerId);
      return member !== undefined && ONCE_ONLY_CREDIT.test(creditKey) && anyKept(personal('credit', member, creditKey));
    },

    /** True when the member's person ordered this sample in an erased account. */
    sampleTakenBefore: (member: Identity, incentiveId: string) => anyKept(personal('sample', member, incentiveId)),

    /** True when an erased account's order of this sample went to one of these homes. */
    homeOrderedBefore: (incentiveId: string, homes: readonly string[]) =>
      anyKept(homes.map((home) => hash('home', `${incentiveId}\n${home}`))),

    /** How many erased accounts' orders of this sample went to this building. */
    buildingOrdersBefore: (incentiveId: string, building: string) => kept(hash('building', `${incentiveId}\n${building}`)),
  };
}

/** The erasure record of one server. */
export type ErasureRecord = ReturnType<typeof createErasureRecord>;
