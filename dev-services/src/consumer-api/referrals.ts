import { randomInt } from 'node:crypto';
import type { ApiOutput } from '@maple/contracts';
import { API_MESSAGES, href } from '@maple/contracts';
import { fail } from './api-failure';
import type { Services } from './handler-types';
import type { MemberRow } from './members';
import type { Bilingual } from './types';

/** What a friend joining brings the member who invited them, and the limits that keep it honest. */
export const REFERRAL = {
  pointsPerFriend: 100,
  /** The most friends that credit one member. */
  creditLimit: 10,
  /** A friend must have joined this recently for their claim to count: an old account is no new friend. */
  joinedWithinDays: 30,
} as const;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length))).join('');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The message a member gets when a friend's joining credits them (simple HTML; the site sanitizes it). */
function creditMessage(friendFirstName: string): { subject: Bilingual; body: Bilingual } {
  const name = escapeHtml(friendFirstName.trim() || '—');
  const points = REFERRAL.pointsPerFriend;
  return {
    subject: { en: 'Your friend joined Maple Rewards', fr: 'Votre ami s’est joint à Maple Rewards' },
    body: {
      en: `<p>${name} joined Maple Rewards with your invitation.</p><p><strong>${points} points</strong> were added to your balance. <a href="${href('pointsHistory', 'en-CA')}">See your points history</a>.</p>`,
      fr: `<p>${name} s’est joint à Maple Rewards grâce à votre invitation.</p><p><strong>${points} points</strong> ont été ajoutés à votre solde. <a href="${href('pointsHistory', 'fr-CA')}">Voir votre historique des points</a>.</p>`,
    },
  };
}

/** Referral codes, and friends who joined with them (credited once per friend). */
export function createReferrals({
  db,
  ledger,
  clock,
  members,
  erasures,
}: Pick<Services, 'db' | 'ledger' | 'clock' | 'members' | 'erasures'>) {
  const codeOf = db.prepare<[string], { code: string }>('SELECT code FROM referral_codes WHERE consumer_id = ?');
  const ownerOf = db.prepare<[string], { consumer_id: string }>('SELECT consumer_id FROM referral_codes WHERE code = ?');
  const insertCode = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO referral_codes (consumer_id, code, created_at) VALUES (?, ?, ?)',
  );
  const referralOf = db.prepare<[string], { referrer_consumer_id: string }>(
    'SELECT referrer_consumer_id FROM referrals WHERE friend_consumer_id = ?',
  );
  const countsOf = db.prepare<[string], { joined: number; credited: number }>(
    `SELECT COUNT(*) AS joined, COALESCE(SUM(referrer_credited), 0) AS credited FROM referrals WHERE referrer_consumer_id = ?`,
  );
  const insertReferral = db.prepare<[string, string, string, number]>(
    'INSERT INTO referrals (friend_consumer_id, referrer_consumer_id, claimed_at, referrer_credited) VALUES (?, ?, ?, ?)',
  );
  const insertMessage = db.prepare(`
    INSERT INTO messages (message_id, consumer_id, kind, subject_en, subject_fr, body_en, body_fr, sent_at)
    VALUES (@messageId, @consumerId, @kind, @subjectEn, @subjectFr, @bodyEn, @bodyFr, @sentAt)`);

  /** The member's code, made the first time (a new random code if one is taken). */
  function codeFor(member: MemberRow): string {
    for (;;) {
      const existing = codeOf.get(member.consumer_id);
      if (existing) return existing.code;
      const candidate = newCode();
      if (!ownerOf.get(candidate)) insertCode.run(member.consumer_id, candidate, clock.iso());
    }
  }

  /** Unknown code: 404. The member's own code: 422 saying so. */
  function assertSomeoneElses(member: Pick<MemberRow, 'consumer_id'>, code: string): { consumer_id: string } {
    const owner = ownerOf.get(code);
    if (!owner) throw fail.notFound();
    if (owner.consumer_id === member.consumer_id) throw fail.unprocessable(API_MESSAGES.ownReferralCode);
    return owner;
  }

  return {
    assertSomeoneElses,

    /** The member's code and what it has brought. */
    summary(member: MemberRow): ApiOutput<'referral'> {
      const referralCode = codeFor(member);
      const counts = countsOf.get(member.consumer_id) ?? { joined: 0, credited: 0 };
      return {
        referralCode,
        friendsJoined: counts.joined,
        friendsCredited: counts.credited,
        pointsEarned: counts.credited * REFERRAL.pointsPerFriend,
        pointsPerFriend: REFERRAL.pointsPerFriend,
        creditLimit: REFERRAL.creditLimit,
      };
    },

    /** The code a member has, if they ever asked for one. */
    existingCode: (member: MemberRow) => codeOf.get(member.consumer_id)?.code ?? null,

    /** True when the member joined with someone's code. */
    wasInvited: (member: MemberRow) => referralOf.get(member.consumer_id) !== undefined,

    /**
     * A friend who joined names the code they were invited with. Unknown code: 404. Their own
     * code: 422 saying so; an account older than 30 days: 422. A friend already recorded changes nothing.
     * Otherwise the friend is recorded and the member who invited them is credited once, while
     * they are an active member under the credit limit and the friend never had an erased
     * account (with a message saying so).
     */
    claim(friend: MemberRow, code: string): ApiOutput<'claimReferral'> {
      return db
        .transaction((): ApiOutput<'claimReferral'> => {
          const owner = assertSomeoneElses(friend, code);
          if (referralOf.get(friend.consumer_id)) return { recorded: false, referrerCredited: false };
          const joinedAt = Date.parse(friend.enrolled_at ?? friend.created_at);
          if (clock.now() - joinedAt > REFERRAL.joinedWithinDays * 24 * 60 * 60 * 1000) throw fail.unprocessable();
          const referrer = members.get(owner.consumer_id);
          const counts = countsOf.get(referrer.consumer_id) ?? { joined: 0, credited: 0 };
          // A friend who had an account before, since erased, is no new friend: their claim credits nobody.
          const credits =
            referrer.enrolled === 1 &&
            referrer.opted_out === 0 &&
            referrer.deleted_at === null &&
            counts.credited < REFERRAL.creditLimit &&
            !erasures.wasMember(friend);
          insertReferral.run(friend.consumer_id, referrer.consumer_id, clock.iso(), credits ? 1 : 0);
          if (credits) {
            ledger.creditOnce({
              consumerId: referrer.consumer_id,
              kind: 'earn',
              typeCode: 'REFERRAL',
              points: REFERRAL.pointsPerFriend,
              creditKey: `REFERRAL:${friend.consumer_id}`,
              reference: friend.consumer_id,
              description: { en: 'A friend joined with your invitation', fr: 'Un ami s’est joint grâce à votre invitation' },
            });
            const message = creditMessage(friend.first_name);
            insertMessage.run({
              messageId: `MSG-REF-${friend.consumer_id}`,
              consumerId: referrer.consumer_id,
              kind: `referral:${friend.consumer_id}`,
              subjectEn: message.subject.en,
              subjectFr: message.subject.fr,
              bodyEn: message.body.en,
              bodyFr: message.body.fr,
              sentAt: clock.iso(),
            });
          }
          return { recorded: true, referrerCredited: credits };
        })
        .immediate();
    },
  };
}

/** The referrals of one server. */
export type Referrals = ReturnType<typeof createReferrals>;
