import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { REFERRAL } from './referrals';
import { SEEDED_EARNINGS } from './account-dev-controls';
import { type TestApi, answersFor, startTestApi } from './test-support/harness';
import { asUpload, receiptPhoto } from './test-support/receipt-photos';

describe('consents (one per purpose, never assumed)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('starts with no consent at all, even once enrolled', async () => {
    const { token } = await api.member('casl');
    const profile = await api.call('getProfile', { token });
    assert.deepEqual(profile.body.opts, [
      { id: 'email-offers', optedIn: false },
      { id: 'partner-offers', optedIn: false },
      { id: 'research-invitations', optedIn: false },
    ]);
  });

  it('records each purpose’s answer and when it was given, leaving the others as they were', async () => {
    const { token } = await api.member('consenting');
    await api.call('updateConsents', { token, body: { opts: [{ id: 'partner-offers', optedIn: true }] } });
    const changed = await api.call('updateConsents', { token, body: { opts: [{ id: 'email-offers', optedIn: false }] } });
    assert.deepEqual(
      changed.body.opts.map((opt) => opt.optedIn),
      [false, true, false],
    );
    const exported = await api.call('dataExport', { token });
    const partner = exported.body.consents.find((consent) => consent.id === 'partner-offers');
    assert.equal(partner?.answeredAt, new Date(api.clock.now).toISOString());
    assert.equal(exported.body.consents.find((consent) => consent.id === 'research-invitations')?.answeredAt, null);
  });

  it('refuses a purpose it does not know', async () => {
    const { token } = await api.member('unknown-purpose');
    const refused = await api.call('updateConsents', { token, body: { opts: [{ id: 'telemarketing' as 'email-offers', optedIn: true }] } });
    assert.equal(refused.status, 400);
  });
});

describe('referrals', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('gives each member one code that stays theirs', async () => {
    const { token } = await api.member('coder');
    const first = await api.call('referral', { token });
    const second = await api.call('referral', { token });
    assert.match(first.body.referralCode, /^[A-HJ-NP-Z2-9]{8}$/);
    assert.equal(second.body.referralCode, first.body.referralCode);
    assert.deepEqual(
      { ...first.body, referralCode: '' },
      {
        referralCode: '',
        friendsJoined: 0,
        friendsCredited: 0,
        pointsEarned: 0,
        pointsPerFriend: REFERRAL.pointsPerFriend,
        creditLimit: REFERRAL.creditLimit,
      },
    );
  });

  it('credits the member who invited, once, when a friend joins, with a message in both languages', async () => {
    const referrer = await api.member('inviter');
    const { referralCode } = (await api.call('referral', { token: referrer.token })).body;
    const friend = await api.member('friend.one');
    const claimed = await api.call('claimReferral', { token: friend.token, body: { referralCode } });
    assert.deepEqual(claimed.body, { recorded: true, referrerCredited: true });
    const again = await api.call('claimReferral', { token: friend.token, body: { referralCode } });
    assert.deepEqual(again.body, { recorded: false, referrerCredited: false });
    assert.equal((await api.call('points', { token: referrer.token })).body.pointsBalance, REFERRAL.pointsPerFriend);
    const summary = await api.call('referral', { token: referrer.token });
    assert.deepEqual([summary.body.friendsJoined, summary.body.friendsCredited, summary.body.pointsEarned], [1, 1, 100]);
    const french = await api.call('messages', { token: referrer.token, locale: 'fr-CA' });
    const message = french.body.messages.find((candidate) => candidate.subject === 'Votre ami s’est joint à Maple Rewards');
    assert.match(message?.body ?? '', /<strong>100 points<\/strong>.*href="\/fr\/mon-compte\/historique-des-points\/"/);
    const history = await api.call('history', { token: referrer.token, query: { transactionType: 'earn' } });
    assert.equal(history.body.MemberTransactions[0]?.typeCode, 'REFERRAL');
  });

  it('records a friend once only, whoever’s code they name next', async () => {
    const first = await api.member('first.inviter');
    const second = await api.member('second.inviter');
    const friend = await api.member('friend.two');
    const codeOf = async (token: string) => (await api.call('referral', { token })).body.referralCode;
    await api.call('claimReferral', { token: friend.token, body: { referralCode: await codeOf(first.token) } });
    const other = await api.call('claimReferral', { token: friend.token, body: { referralCode: await codeOf(second.token) } });
    assert.deepEqual(other.body, { recorded: false, referrerCredited: false });
    assert.equal((await api.call('points', { token: second.token })).body.pointsBalance, 0);
  });

  it('refuses a member’s own code, an unknown code and a malformed one', async () => {
    const member = await api.member('selfish');
    const { referralCode } = (await api.call('referral', { token: member.token })).body;
    const own = await api.call('claimReferral', { token: member.token, body: { referralCode } });
    assert.equal(own.status, 422);
    assert.equal((own.body as unknown as { message: string }).message, API_MESSAGES.ownReferralCode);
    assert.equal((await api.call('claimReferral', { token: member.token, body: { referralCode: 'ZZZZ2222' } })).status, 404);
    assert.equal((await api.call('claimReferral', { token: member.token, body: { referralCode: 'nope' } })).status, 400);
    assert.equal((await api.call('points', { token: member.token })).body.pointsBalance, 0);
  });

  it('refuses a member’s own code before asking them to confirm their email', async () => {
    const member = await api.member('unverified-self');
    const { referralCode } = (await api.call('referral', { token: member.token })).body;
    assert.equal((await api.call('claimReferral', { token: member.token, body: { referralCode } })).status, 422);
    assert.equal((await api.call('claimReferral', { token: member.token, body: { referralCode: 'ZZZZ2222' } })).status, 404);
  });

  it('refuses a friend whose account is older than 30 days, and one who has not confirmed their email', async () => {
    const referrer = await api.member('patient.inviter');
    const { referralCode } = (await api.call('referral', { token: referrer.token })).body;
    const old = await api.member('old.friend');
    api.clock.advance((REFERRAL.joinedWithinDays + 1) * 24 * 60 * 60 * 1000);
    const { token: fresh } = await api.signIn('old.friend');
    const late = await api.call('claimReferral', { token: fresh, body: { referralCode } });
    assert.equal(late.status, 422);
    assert.equal((late.body as unknown as { message: string }).message, API_MESSAGES.unprocessableEntity);
    assert.ok(old.consumerId);
    const unverified = await api.member('unverified-friend');
    const refused = await api.call('claimReferral', { token: unverified.token, body: { referralCode } });
    assert.equal(refused.status, 403);
    assert.equal((refused.body as unknown as { message: string }).message, API_MESSAGES.emailNotVerified);
    api.identity.verify('unverified-friend');
    assert.deepEqual((await api.call('claimReferral', { token: unverified.token, body: { referralCode } })).body, {
      recorded: true,
      referrerCredited: true,
    });
  });

  it('stops crediting at the limit, still recording the friends', async () => {
    const referrer = await api.member('popular');
    const { referralCode } = (await api.call('referral', { token: referrer.token })).body;
    for (let index = 0; index <= REFERRAL.creditLimit; index += 1) {
      const friend = await api.member(`crowd.${index}`);
      const claimed = await api.call('claimReferral', { token: friend.token, body: { referralCode } });
      assert.equal(claimed.body.referrerCredited, index < REFERRAL.creditLimit, `friend ${index}`);
    }
    const summary = await api.call('referral', { token: referrer.token });
    assert.deepEqual([summary.body.friendsJoined, summary.body.friendsCredited], [REFERRAL.creditLimit + 1, REFERRAL.creditLimit]);
  });

  it('refuses a referral credit written without the friend recorded (ledger trigger)', async () => {
    const member = await api.member('forger');
    assert.throws(
      () =>
        api.server.db
          .prepare(
            `INSERT INTO ledger_entries (transaction_id, consumer_id, kind, type_code, points, description_en, description_fr, credit_key, created_at)
             VALUES ('TX-forged', ?, 'earn', 'REFERRAL', 100, 'x', 'x', 'REFERRAL:nobody', '2026-11-22T15:00:00.000Z')`,
          )
          .run(member.consumerId),
      /a referral credit needs the friend recorded/,
    );
  });
});

describe('the impact dashboard’s figures', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  /** A gift of 1,000 points to the member, then their donation of 1,000 points to United Way. */
  async function donateAGift(token: string, consumerId: string) {
    api.server.db
      .prepare(
        `INSERT INTO ledger_entries (transaction_id, consumer_id, kind, type_code, points, description_en, description_fr, created_at)
         VALUES (?, ?, 'earn', 'GOODWILL', 1000, 'Gift', 'Cadeau', '2026-11-22T15:00:00.000Z')`,
      )
      .run(`TX-gift-${consumerId}`, consumerId);
    return api.call('issueReward', {
      token,
      body: {
        rewardTypeExternalReference: 'DON-005SUW-1000',
        rewardQuantity: 1,
        transferTargetExternalReference: 'null',
        rewardType: 'CAUSE_DONATION',
      },
    });
  }

  it('has the member’s cause, cause points by month, donations by cause, and the community’s figures', async () => {
    const { token, consumerId } = await api.member('impactful', '005SUW');
    await api.call('saveSurveyAnswers', { token, params: { surveyId: '1275' }, body: { answers: answersFor(1275) } });
    await api.call('completeSurvey', { token, params: { surveyId: '1275' } });
    const donated = await donateAGift(token, consumerId);
    assert.equal(donated.status, 200);
    const impact = await api.call('impact', { token, locale: 'fr-CA' });
    assert.deepEqual(impact.body.cause, { causeId: '005SUW', name: 'Centraide United Way Canada' });
    assert.equal(impact.body.causePointsByMonth.length, 6);
    assert.equal(impact.body.causePointsByMonth.at(-1)?.month, '2026-11');
    assert.equal(impact.body.causePointsByMonth.at(-1)?.causePoints, impact.body.causePoints);
    assert.ok(impact.body.causePoints >= 1);
    assert.equal(impact.body.donations.length, 1);
    assert.deepEqual(
      {
        causeId: impact.body.donations[0]?.causeId,
        count: impact.body.donations[0]?.count,
        points: impact.body.donations[0]?.pointsRedeemed,
      },
      { causeId: '005SUW', count: 1, points: 1000 },
    );
    assert.equal(impact.body.community.members, 1);
    assert.equal(impact.body.community.causes[0]?.causeId, '005SUW');
    assert.equal(impact.body.community.causes.length, 15);
  });

  it('says in the history how many cause points an entry gave, so a donation’s entry of 0 points is explained', async () => {
    const { token, consumerId } = await api.member('explained', '005SUW');
    assert.equal((await donateAGift(token, consumerId)).status, 200);
    const history = await api.call('history', { token, query: { transactionType: 'earn', isPagination: 'false' } });
    const donation = history.body.MemberTransactions.find((entry) => entry.typeCode === 'CAUSE_DONATION_POINTS');
    assert.equal(donation?.points, 0);
    assert.ok((donation?.causePoints ?? 0) > 0);
    const gift = history.body.MemberTransactions.find((entry) => entry.typeCode === 'GOODWILL');
    assert.equal(gift?.causePoints, undefined);
  });
});

describe('the member’s data: export and erasure', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  const address = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    addressStreet1: '12 Elgin St',
    addressStreet2: ' ',
    city: 'Ottawa',
    zipcode: 'K1P1J1',
    state: 'ON' as const,
  };

  it('exports everything held about the member as one document', async () => {
    const { token, consumerId } = await api.member('exported');
    await api.call('updateAddress', { token, body: address });
    await api.call('saveSurveyAnswers', { token, params: { surveyId: '1275' }, body: { answers: answersFor(1275) } });
    const exported = await api.call('dataExport', { token });
    assert.equal(exported.status, 200);
    assert.equal(exported.body.profile.ids.consumerId, consumerId);
    assert.deepEqual(exported.body.deliveryAddress, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '12 Elgin St',
      line2: null,
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1P1J1',
    });
    assert.equal(exported.body.messages.length, 2);
    assert.equal(exported.body.surveyAnswers.length, answersFor(1275).length);
    assert.deepEqual(exported.body.referral, { referralCode: null, friendsJoined: 0, invitedBy: false });
  });

  it('erases the account: personal data and sessions go, the ledger keeps an anonymous trail', async () => {
    const { token, consumerId } = await api.member('erased');
    const other = await api.signIn('erased');
    await api.call('updateAddress', { token, body: address });
    await api.call('saveSurveyAnswers', { token, params: { surveyId: '1275' }, body: { answers: answersFor(1275) } });
    await api.call('completeSurvey', { token, params: { surveyId: '1275' } });
    const upload = await api.call('uploadReceipt', { token, body: asUpload(receiptPhoto('png')) });
    assert.equal(upload.status, 200);
    const receiptsDir = path.join(path.dirname(api.dataFile), 'receipts');
    assert.equal(fs.readdirSync(receiptsDir).length, 1);

    assert.equal((await api.call('deleteAccount', { token, body: { confirm: true } })).status, 200);

    assert.equal((await api.call('getProfile', { token })).status, 401);
    assert.equal((await api.call('getProfile', { token: other.token })).status, 401);
    const row = api.server.db.prepare('SELECT * FROM members WHERE consumer_id = ?').get(consumerId) as Record<string, unknown>;
    for (const column of ['birth_date', 'address_line1', 'postal_code', 'city', 'delivery_first_name', 'ethnicity', 'gender', 'consents'])
      assert.equal(row[column], null, column);
    assert.equal(row.first_name, '');
    assert.match(String(row.email), /@erased\.invalid$/);
    assert.ok(row.deleted_at);
    const count = (table: string) =>
      (api.server.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE consumer_id = ?`).get(consumerId) as { n: number }).n;
    assert.equal(count('survey_answers'), 0);
    assert.equal(count('messages'), 0);
    assert.ok(count('ledger_entries') > 0, 'the ledger keeps its entries');
    assert.equal(fs.readdirSync(receiptsDir).length, 0, 'the receipt photo is gone');

    const again = await api.signIn('erased');
    assert.notEqual(again.consumerId, consumerId, 'signing in again starts a new account');
    assert.equal((await api.call('points', { token: again.token })).body.pointsBalance, 0);
  });

  it('refuses an erasure without the member’s confirmation', async () => {
    const { token } = await api.member('hesitant');
    assert.equal((await api.call('deleteAccount', { token, body: { confirm: false as true } })).status, 400);
    assert.equal((await api.call('getProfile', { token })).status, 200);
  });
});

describe('the seeded history (dev route)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('gives a member more than a page of history and every kind of issued reward the site filters', async () => {
    const { token, consumerId } = await api.member('seeded');
    const seeded = await api.request('/__dev/members/history', { method: 'POST', body: { consumerId } });
    assert.equal(seeded.status, 201);
    const earn = await api.call('history', { token, query: { transactionType: 'earn' } });
    assert.equal(earn.body.totalPages, Math.ceil(SEEDED_EARNINGS / 10));
    const all = await api.call('history', { token, query: { transactionType: 'redeem', isPagination: 'false' } });
    assert.deepEqual(
      all.body.MemberIssuedRewards.map((reward) => [reward.status, reward.typeCode, reward.details.pointsRedeemed]),
      [
        ['Approved', 'PLEDGE', 0],
        ['Approved', 'REWARD_ISSUED', 0],
        ['Cancelled', 'CANCELLED_REDEMPTION', 2500],
        ['Approved', 'REWARD_ISSUED', 500],
        ['Approved', 'REWARD_ISSUED', 500],
      ],
    );
    assert.ok(all.body.MemberIssuedRewards.every((reward) => reward.orderReference?.startsWith('MR-SEED-')));
    assert.equal((await api.call('points', { token })).body.pointsBalance, SEEDED_EARNINGS * 250 - 1000);
  });

  it('answers 404 for a member that does not exist', async () => {
    assert.equal((await api.request('/__dev/members/history', { method: 'POST', body: { consumerId: 'nobody' } })).status, 404);
  });
});
