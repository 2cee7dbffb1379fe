import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, type RewardType } from '@maple/contracts';
import { EARNING } from './earning';
import { type TestApi, completeQuiz, completeSurvey, grantPoints, ledgerOf, startTestApi } from './test-support/harness';

const redeem = (rewardTypeExternalReference: string, rewardType: RewardType, rewardQuantity = 1) => ({
  body: { rewardTypeExternalReference, rewardQuantity, transferTargetExternalReference: 'null', rewardType },
});

const interaction = (type: 'ONBOARDING_STEP' | 'HOME_SCREEN_INSTALL' | 'SIGN_IN', reference: string) => ({
  body: { interaction: { type, reference } },
});

describe('earning points', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('credits a survey with its points, 1 cause point and 5 sweepstakes entries', async () => {
    const { token } = await api.member('ada');
    const answer = await completeSurvey(api, token, 1276);
    assert.deepEqual(answer.body, {
      pointsAwarded: 50,
      causePointsAwarded: 1,
      sweepstakesEntries: 5,
      pointsBalance: 50,
      alreadyCredited: false,
    });
    const hundred = await completeSurvey(api, token, 1285);
    assert.equal(hundred.body.pointsAwarded, 100);
    assert.equal(hundred.body.pointsBalance, 150);
    assert.deepEqual((await api.call('charityDetailsCount', { token })).body, { charityDetailsCount: 2 });
  });

  it('credits each survey once: the second completion says alreadyCredited and adds nothing', async () => {
    const { token, consumerId } = await api.member('bo');
    await completeSurvey(api, token, 1275);
    const again = await completeSurvey(api, token, 1275);
    assert.deepEqual(again.body, {
      pointsAwarded: 0,
      causePointsAwarded: 0,
      sweepstakesEntries: 0,
      pointsBalance: 50,
      alreadyCredited: true,
    });
    assert.equal(ledgerOf(api, consumerId).sum, 50);
  });

  it('credits each quiz and each onboarding step once', async () => {
    const { token } = await api.member('cy');
    await completeSurvey(api, token, 1276);
    assert.equal((await completeQuiz(api, token, 'water')).body.pointsAwarded, 20);
    assert.equal((await completeQuiz(api, token, 'water')).body.alreadyCredited, true);
    assert.equal(
      (await api.call('memberInteraction', { token, ...interaction('ONBOARDING_STEP', '2') })).body.pointsAwarded,
      EARNING.onboardingStepPoints,
    );
    assert.equal((await api.call('memberInteraction', { token, ...interaction('ONBOARDING_STEP', '2') })).body.alreadyCredited, true);
  });

  it('credits adding the site to the home screen 25 points, once', async () => {
    const { token } = await api.member('dee');
    assert.equal((await api.call('memberInteraction', { token, ...interaction('HOME_SCREEN_INSTALL', 'android') })).body.pointsAwarded, 25);
    assert.equal((await api.call('memberInteraction', { token, ...interaction('HOME_SCREEN_INSTALL', 'ios') })).body.alreadyCredited, true);
  });

  it('credits a sign-in once per day', async () => {
    const { token } = await api.member('eve');
    assert.equal(
      (await api.call('memberInteraction', { token, ...interaction('SIGN_IN', 'web') })).body.pointsAwarded,
      EARNING.signInPoints,
    );
    assert.equal((await api.call('memberInteraction', { token, ...interaction('SIGN_IN', 'web') })).body.alreadyCredited, true);
    api.clock.advance(24 * 60 * 60_000);
    const { token: tomorrow } = await api.signIn('eve');
    assert.equal(
      (await api.call('memberInteraction', { token: tomorrow, ...interaction('SIGN_IN', 'web') })).body.pointsAwarded,
      EARNING.signInPoints,
    );
  });

  it('refuses a survey or quiz that does not exist with 404, an onboarding step that does not with 400', async () => {
    const { token } = await api.member('gil');
    for (const surveyId of ['9999', 'beauty']) {
      assert.equal((await api.call('completeSurvey', { token, params: { surveyId } })).status, 404, surveyId);
    }
    assert.equal((await api.call('submitQuiz', { token, params: { quizId: 'geography' }, body: { answers: [] } })).status, 400);
    assert.equal((await api.call('quiz', { token, params: { quizId: 'geography' } })).status, 404);
    assert.equal((await api.call('memberInteraction', { token, ...interaction('ONBOARDING_STEP', '4') })).status, 400);
  });

  it('needs an enrolled member: someone signed in but not enrolled gets 403', async () => {
    const { token } = await api.signIn('hal');
    assert.equal((await completeSurvey(api, token, 1275)).status, 403);
  });

  it('credits once even when the same completion arrives many times at once', async () => {
    const { token, consumerId } = await api.member('ines');
    const answers = await Promise.all(Array.from({ length: 8 }, () => completeSurvey(api, token, 1281)));
    assert.equal(answers.filter((answer) => !answer.body.alreadyCredited).length, 1);
    assert.equal(ledgerOf(api, consumerId).sum, 100);
  });

  it('credits a quiz once even when many submissions arrive at once', async () => {
    const { token, consumerId } = await api.member('jo');
    const answers = await Promise.all(Array.from({ length: 6 }, () => completeQuiz(api, token, 'giving')));
    assert.equal(answers.filter((answer) => !answer.body.alreadyCredited).length, 1);
    assert.equal(ledgerOf(api, consumerId).sum, 20);
  });
});

describe('redeeming points', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('debits the points and answers an Approved order with the new balance', async () => {
    const { token } = await api.member('jade');
    await completeSurvey(api, token, 1281);
    const answer = await api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES', 2) });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.status, 'Approved');
    assert.equal(answer.body.pointsRedeemed, 100);
    assert.equal(answer.body.pointsBalance, 0);
    assert.deepEqual((await api.call('points', { token })).body, { pointsBalance: 0, memberPointsAvailable: 0, pendingPoints: 0 });
  });

  it('lets exactly two of ten parallel redemptions through when the points cover two', async () => {
    const { token, consumerId } = await api.member('kai');
    await completeSurvey(api, token, 1282); // 100 points: two 50-point entries
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES') })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [200, 200, 422, 422, 422, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      assert.equal((refused.body as unknown as { message: string }).message, API_MESSAGES.insufficientPoints);
    }
    const balance = (await api.call('points', { token })).body.pointsBalance;
    assert.equal(balance, 0);
    const ledger = ledgerOf(api, consumerId);
    assert.equal(ledger.sum, balance, 'the balance is the sum of the entries');
    assert.equal(ledger.negativeRunningBalances, 0, 'the balance never went below zero');
  });

  it('answers an unknown reward (or one of another type) 400 Invalid reward id', async () => {
    const { token } = await api.member('lou');
    for (const request of [redeem('GC-NOPE-1', 'GIFT_CARD'), redeem('SWP-CASH-5000', 'GIFT_CARD')]) {
      assert.deepEqual((await api.call('issueReward', { token, ...request })).body, {
        statusCode: 400,
        message: API_MESSAGES.invalidRewardId,
      });
    }
  });

  it('answers an Unavailable reward 422 Reward unavailable', async () => {
    const { token } = await api.member('mo');
    const answer = await api.call('issueReward', { token, ...redeem('GC-SHOPPERS-20', 'GIFT_CARD') });
    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.rewardUnavailable });
  });

  it('answers a quantity over the reward’s limit 422 Reward quantity limit exceeded', async () => {
    const { token } = await api.member('ned');
    const answer = await api.call('issueReward', { token, ...redeem('GC-CINEPLEX-10', 'GIFT_CARD', 3) });
    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.rewardQuantityLimitExceeded });
  });

  it('refuses a quantity that is not a positive integer with 400', async () => {
    const { token } = await api.member('ola');
    assert.equal((await api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES', 0) })).status, 400);
    assert.equal((await api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES', 1.5) })).status, 400);
  });

  it('answers 422 Insufficient points and debits nothing when the balance is short', async () => {
    const { token, consumerId } = await api.member('pat');
    await completeSurvey(api, token, 1275);
    const answer = await api.call('issueReward', { token, ...redeem('GC-TIMHORTONS-5', 'GIFT_CARD') });
    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.insufficientPoints });
    assert.equal(ledgerOf(api, consumerId).sum, 50);
  });

  it('refunds automatically and answers 422 Reward out of stock when the inventory is gone', async () => {
    const { token, consumerId } = await api.member('raj');
    grantPoints(api, consumerId, 2600);
    const before = (await api.call('points', { token })).body.pointsBalance;
    const answer = await api.call('issueReward', { token, ...redeem('GC-INDIGO-25', 'GIFT_CARD') });
    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.rewardOutOfStock });
    assert.equal((await api.call('points', { token })).body.pointsBalance, before);
    const history = await api.call('history', { token });
    assert.deepEqual(
      history.body.MemberTransactions.map((entry) => [entry.typeCode, entry.points]),
      [
        ['REDEMPTION_REFUND', 2500],
        ['REWARD_REDEMPTION', -2500],
      ],
    );
    assert.equal(history.body.MemberIssuedRewards[0]?.status, 'Cancelled');
    assert.equal(history.body.MemberIssuedRewards[0]?.typeCode, 'CANCELLED_REDEMPTION');
  });

  it('adds the donation’s cause points to the member’s charity count', async () => {
    const { token } = await api.member('sol');
    for (const survey of [1281, 1282, 1285, 1286, 1283]) await completeSurvey(api, token, survey); // 450 points, 5 cause points
    await api.call('memberInteraction', { token, ...interaction('HOME_SCREEN_INSTALL', 'web') }); // 475
    await completeQuiz(api, token, 'giving'); // 495
    await api.call('memberInteraction', { token, ...interaction('SIGN_IN', 'web') }); // 500
    const answer = await api.call('issueReward', { token, ...redeem('DON-006WWF-500', 'CAUSE_DONATION') });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.pointsBalance, 0);
    assert.deepEqual((await api.call('charityDetailsCount', { token })).body, { charityDetailsCount: 5 + 5 });
  });

  it('needs an enrolled member', async () => {
    const { token } = await api.signIn('tom');
    assert.equal((await api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES') })).status, 403);
  });
});

describe('the ledger table', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('is append-only: the database refuses to update or delete an entry', async () => {
    const { token } = await api.member('uma');
    await completeSurvey(api, token, 1281);
    const db = api.server.db;
    assert.throws(() => db.prepare('UPDATE ledger_entries SET points = 1000000').run(), /append-only/);
    assert.throws(() => db.prepare('DELETE FROM ledger_entries').run(), /append-only/);
  });

  it('refuses an entry that would take a balance below zero', async () => {
    const { consumerId } = await api.member('val');
    assert.throws(
      () =>
        api.server.db
          .prepare(
            `INSERT INTO ledger_entries (transaction_id, consumer_id, kind, type_code, points, description_en, description_fr, order_reference, created_at)
             VALUES ('TX-overdraft', ?, 'redeem', 'REWARD_REDEMPTION', -1, 'x', 'x', 'MR-X', '2026-11-22T15:00:00.000Z')`,
          )
          .run(consumerId),
      /below zero/,
    );
  });

  it('refuses a refund that does not undo a debit', async () => {
    const { consumerId } = await api.member('wyn');
    assert.throws(
      () =>
        api.server.db
          .prepare(
            `INSERT INTO ledger_entries (transaction_id, consumer_id, kind, type_code, points, description_en, description_fr, order_reference, created_at)
             VALUES ('TX-free-money', ?, 'refund', 'REDEMPTION_REFUND', 500, 'x', 'x', 'MR-NONE', '2026-11-22T15:00:00.000Z')`,
          )
          .run(consumerId),
      /undo exactly one debit/,
    );
  });

  it('refuses a survey, quiz, onboarding or receipt credit without its evidence, written straight into the table', async () => {
    const { consumerId } = await api.member('xia');
    const credit = api.server.db.prepare(
      `INSERT INTO ledger_entries (transaction_id, consumer_id, kind, type_code, points, description_en, description_fr, credit_key, created_at)
       VALUES (?, ?, 'earn', 'FORGED', 100, 'x', 'x', ?, '2026-11-22T15:00:00.000Z')`,
    );
    for (const [key, refusal] of [
      ['SURVEY:1281', /needs the completed survey/],
      ['QUIZ:water', /needs a scored submission/],
      ['ONBOARDING_STEP:1', /needs its onboarding survey completed/],
      ['RECEIPT:RC-FORGED', /needs the approved receipt/],
    ] as const) {
      assert.throws(() => credit.run(`TX-${key}`, consumerId, key), refusal, key);
    }
    assert.equal(ledgerOf(api, consumerId).sum, 0);
  });
});

describe('the points history', () => {
  let api: TestApi;
  let token: string;
  before(async () => {
    api = await startTestApi();
    ({ token } = await api.member('xavier'));
    for (const survey of [1281, 1282, 1285, 1286]) await completeSurvey(api, token, survey); // 400 points
    for (let i = 0; i < 12; i += 1) {
      api.clock.advance(1000);
      await api.call('issueReward', { token, ...redeem('SWP-GROCERIES-YEAR', 'SWEEPSTAKES') });
    }
  });
  after(() => api.close());

  it('lists redemptions by default, newest first, 10 per page', async () => {
    const first = await api.call('history', { token });
    assert.equal(first.body.page, 1);
    assert.equal(first.body.totalPages, 2);
    assert.equal(first.body.MemberTransactions.length, 10);
    assert.ok(first.body.MemberTransactions.every((entry) => entry.points < 0));
    assert.equal(first.body.MemberIssuedRewards.length, 10);
    assert.deepEqual(first.body.MemberIssuedRewards[0]?.details.rewardType, 'SWEEPSTAKES');
    assert.match(first.body.MemberIssuedRewards[0]?.details.rewardCode ?? '', /^SW-/);
    const second = await api.call('history', { token, query: { page: '2' } });
    assert.equal(second.body.MemberTransactions.length, 2);
  });

  it('lists earnings with transactionType earn, and everything with all', async () => {
    const earned = await api.call('history', { token, query: { transactionType: 'earn' } });
    assert.deepEqual(
      earned.body.MemberTransactions.map((entry) => entry.typeCode),
      ['SURVEY_COMPLETED', 'SURVEY_COMPLETED', 'SURVEY_COMPLETED', 'SURVEY_COMPLETED'],
    );
    assert.deepEqual(earned.body.MemberIssuedRewards, []);
    const everything = await api.call('history', { token, query: { transactionType: 'all', isPagination: 'false' } });
    assert.equal(everything.body.MemberTransactions.length, 16);
    assert.equal(everything.body.totalPages, 1);
  });

  it('describes entries in the caller’s language', async () => {
    const french = await api.call('history', { token, query: { transactionType: 'earn' }, locale: 'fr-CA' });
    assert.match(french.body.MemberTransactions[0]?.description ?? '', /^Sondage rempli\u00a0: /);
  });
});

describe('resending a reward email', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('works for an issued gift card and not for a sweepstakes entry or someone else’s order', async () => {
    const { token, consumerId } = await api.member('yara');
    for (const survey of [1281, 1282, 1285, 1286, 1275, 1276]) await completeSurvey(api, token, survey); // 500
    const giftCard = await api.call('issueReward', { token, ...redeem('GC-TIMHORTONS-5', 'GIFT_CARD') });
    assert.deepEqual((await api.call('resendRewardEmail', { token, body: { orderReference: giftCard.body.orderReference } })).body, {
      ok: true,
    });
    const sent = api.server.db
      .prepare<[string], { emails_sent: number }>('SELECT emails_sent FROM issued_rewards WHERE consumer_id = ?')
      .get(consumerId);
    assert.equal(sent?.emails_sent, 1);

    await completeSurvey(api, token, 1277);
    const entry = await api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES') });
    assert.equal((await api.call('resendRewardEmail', { token, body: { orderReference: entry.body.orderReference } })).status, 422);

    const other = await api.member('zed');
    assert.equal(
      (await api.call('resendRewardEmail', { token: other.token, body: { orderReference: giftCard.body.orderReference } })).status,
      404,
    );
  });
});
