import { randomInt, randomUUID } from 'node:crypto';
import type { Locale, Profile } from '@maple/contracts';
import { ALWAYS_CAMPAIGN_CAUSE_ID, ALWAYS_CAMPAIGN_NAME, DEFAULT_CAUSE_ID, WELCOME_MESSAGES } from './catalogue';
import { profileOpts } from './consents';
import type { ConsumerApiDatabase } from './database';
import type { Clock, IdentityClaims } from './types';

/** A member as stored. */
export interface MemberRow {
  consumer_id: string;
  identity_sub: string;
  email: string;
  email_verified: 0 | 1;
  first_name: string;
  last_name: string;
  locale: Locale;
  source: string;
  source_id: string;
  campaign_name: string | null;
  originating_client_id: string;
  enrolled: 0 | 1;
  enrolled_at: string | null;
  enrolment_location: string | null;
  loyalty_id: string | null;
  opted_out: 0 | 1;
  opted_out_at: string | null;
  charitable_cause: string;
  transaction_charity_id: string | null;
  welcome_email_sent: 0 | 1;
  birth_date: string | null;
  gender: 'F' | 'M' | 'N' | 'O' | 'R' | null;
  ethnicity: string | null;
  delivery_first_name: string | null;
  delivery_last_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  postal_code: string | null;
  province: string | null;
  created_at: string;
  updated_at: string;
  /** Consents per purpose (JSON, see consents.ts). */
  consents: string | null;
  /** When the account was erased; its personal data is gone. */
  deleted_at: string | null;
}

/** The enrolment source labels of spec section 3 and the source id each is reported with. */
const ENROLMENT_SOURCES = {
  general: '100',
  'PGE acquisition': '101',
  'Pampers acquisition': '102',
  'Everyday acquisition': '103',
  'source enrollment': '104',
  'employee enroll': '105',
  'cash-prize acquisition': '106',
  'Tide contest': '107',
} as const;

/** An enrolment source label. */
type EnrolmentSource = keyof typeof ENROLMENT_SOURCES;

// A Map, not an object: a campaign named `constructor` is no campaign.
const CAMPAIGN_SOURCES: ReadonlyMap<string, EnrolmentSource> = new Map([
  ['pgemployeeoffer', 'employee enroll'],
  ['sweepsacquisitioncontest', 'cash-prize acquisition'],
  ['tidecontestqr', 'Tide contest'],
  ['pgeacquisition', 'PGE acquisition'],
  ['pampersacquisition', 'Pampers acquisition'],
  ['everydayacquisition', 'Everyday acquisition'],
  ['sourceenrollment', 'source enrollment'],
]);

/** The label a campaign (the login's `campaignName`) enrols members under; case does not matter. */
function enrolmentSourceOf(campaignName: string): EnrolmentSource {
  return CAMPAIGN_SOURCES.get(campaignName.trim().toLowerCase()) ?? 'general';
}

/** The marketing programme every member belongs to. */
const MARKETING_PROGRAM_NUMBER = '417';
/** The client members sign up through. */
const ORIGINATING_CLIENT_ID = 'maple-rewards-web';

/** The profile of spec section 3, as `user/profile` and `auth/login` answer it. */
export function toProfile(member: MemberRow): Profile {
  const enrolled = member.enrolled === 1;
  const optedOut = member.opted_out === 1;
  return {
    enrolledForRewards: enrolled,
    optedOutUser: optedOut,
    causeRewardEligible: enrolled && !optedOut,
    ids: {
      consumerId: member.consumer_id,
      email: member.email,
      marketingProgramNumber: MARKETING_PROGRAM_NUMBER,
      sourceId: member.source_id,
    },
    loyaltyId: member.loyalty_id,
    opts: profileOpts(member.consents),
    traits: {
      firstName: member.first_name,
      lastName: member.last_name,
      birthDate: member.birth_date,
      gender: member.gender,
      emailVerified: member.email_verified === 1,
      postalAreaCode: member.postal_code,
      addressLine1: member.address_line1,
      addressLine2: member.address_line2,
      territoryName: member.province,
      cityName: member.city,
      charitableCause: member.charitable_cause,
      campaignName: member.campaign_name,
      traitEthnicityCulture: member.ethnicity,
      SendWelcomeEmail: member.welcome_email_sent === 1,
      loyaltyProgramUser: enrolled && member.enrolled_at ? { value: true, collectedDate: member.enrolled_at } : null,
      OriginatingClientId: member.originating_client_id,
    },
  };
}

function localeOf(value: string): Locale {
  return value.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';
}

function newLoyaltyId() {
  // A 16-digit card number starting with the programme prefix 6041.
  return `6041${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Stored members: who they are, their enrolment, their traits and address. */
export function createMembers(db: ConsumerApiDatabase, clock: Clock) {
  const byId = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE consumer_id = ?');
  const bySub = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE identity_sub = ?');

  function get(consumerId: string): MemberRow {
    const member = byId.get(consumerId);
    if (!member) throw new Error(`member ${consumerId} does not exist`);
    return member;
  }

  function update(consumerId: string, changes: Partial<Omit<MemberRow, 'consumer_id'>>): MemberRow {
    const columns = Object.keys(changes);
    if (columns.length > 0) {
      const assignments = [...columns.map((column) => `${column} = @${column}`), 'updated_at = @updated_at'].join(', ');
      db.prepare(`UPDATE members SET ${assignments} WHERE consumer_id = @consumer_id`).run({
        ...changes,
        updated_at: clock.iso(),
        consumer_id: consumerId,
      });
    }
    return get(consumerId);
  }

  return {
    find: (consumerId: string) => byId.get(consumerId) ?? null,
    /** The member of an identity provider account (its `sub`), if they ever signed in. */
    findBySub: (sub: string) => bySub.get(sub) ?? null,
    get,
    update,

    /** The member of an identity, created on first sign-in (not enrolled yet); `created` says which. */
    findOrCreate(identity: IdentityClaims, campaignName: string): { member: MemberRow; created: boolean } {
      return db
        .transaction(() => {
          const existing = bySub.get(identity.sub);
          if (existing) {
            const member = update(existing.consumer_id, {
              email: identity.email,
              email_verified: identity.emailVerified ? 1 : 0,
              first_name: existing.first_name || identity.givenName,
              last_name: existing.last_name || identity.familyName,
            });
            return { member, created: false };
          }
          const source = enrolmentSourceOf(campaignName);
          const consumerId = randomUUID();
          const now = clock.iso();
          db.prepare(
            `
            INSERT INTO members (
              consumer_id, identity_sub, email, email_verified, first_name, last_name, locale, source, source_id,
              campaign_name, originating_client_id, charitable_cause, created_at, updated_at
            ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ).run(
            consumerId,
            identity.sub,
            identity.email,
            identity.emailVerified ? 1 : 0,
            identity.givenName,
            identity.familyName,
            localeOf(identity.locale),
            source,
            ENROLMENT_SOURCES[source],
            campaignName.trim() || null,
            ORIGINATING_CLIENT_ID,
            DEFAULT_CAUSE_ID,
            now,
            now,
          );
          return { member: get(consumerId), created: true };
        })
        .immediate();
    },

    /** The cause a member gets when enrolling without choosing one. */
    defaultCauseFor(member: MemberRow): string {
      return member.campaign_name?.toLowerCase() === ALWAYS_CAMPAIGN_NAME ? ALWAYS_CAMPAIGN_CAUSE_ID : DEFAULT_CAUSE_ID;
    },

    /**
     * Enrols a member for rewards with a cause (idempotent: enrolling again only changes the
     * cause). The first enrolment assigns a loyalty id and leaves the welcome messages.
     */
    enrol(consumerId: string, causeId: string, location: string): MemberRow {
      return db
        .transaction(() => {
          const member = get(consumerId);
          if (member.enrolled === 1) return update(consumerId, { charitable_cause: causeId });
          const now = clock.iso();
          const insertMessage = db.prepare(`
            INSERT OR IGNORE INTO messages (message_id, consumer_id, kind, subject_en, subject_fr, body_en, body_fr, sent_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
          for (const message of WELCOME_MESSAGES) {
            insertMessage.run(
              `MSG-${randomUUID()}`,
              consumerId,
              message.kind,
              message.subject.en,
              message.subject.fr,
              message.body.en,
              message.body.fr,
              now,
            );
          }
          return update(consumerId, {
            enrolled: 1,
            enrolled_at: now,
            enrolment_location: location,
            loyalty_id: member.loyalty_id ?? newLoyaltyId(),
            charitable_cause: causeId,
            welcome_email_sent: 1,
          });
        })
        .immediate();
    },
  };
}

/** The member store of one database. */
export type Members = ReturnType<typeof createMembers>;
