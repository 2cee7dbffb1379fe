import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { RewardType, Sweepstakes } from '@maple/contracts';
import { GOODWILL_MAX_POINTS } from './dev-controls';
import { skillTestingQuestion, sweepstakesRound } from './sweepstakes';
import { type TestApi, completeSurvey, grantPoints, startTestApi } from './test-support/harness';

const redeem = (rewardTypeExternalReference: string, rewardType: RewardType, rewardQuantity = 1) => ({
  body: { rewardTypeExternalReference, rewardQuantity, transferTargetExternalReference: 'null', rewardType },
});

const solve = (question: string) => {
  const match = /^\((\d+) × (\d+)\) \+ (\d+) − (\d+)$/.exec(question);
  assert.ok(match, `not a question of the expected form: ${question}`);
  const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
  return a * b + c - d;
};

/** A POST with a chosen Host header (fetch will not send another Host). */
function postWithHost(url: string, host: string, body: unknown): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { host, 'Content-Type': 'application/json' } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('sweepstakes', () => {
  let api: TestApi;
  const draw = (body: Record<string, unknown>) =>
    api.request<{ draw: { drawId: string; consumerId: string; question: string } }>('/__dev/sweepstakes/draw', {
      method: 'POST',
      body,
      key: null,
    });
  const cash = async (token?: string, locale?: string) =>
    (await api.call('sweepstakes', { ...(token ? { token } : {}), ...(locale ? { locale } : {}) })).body.sweepstakes.find(
      (sweepstakes) => sweepstakes.sweepstakesId === 'SWP-CASH-5000',
    ) as Sweepstakes;

  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('tells visitors the official rules: prizes and their value, regions, age, dates, entries so far', async () => {
    const answer = await api.call('sweepstakes');
    assert.equal(answer.status, 200);
    assert.deepEqual(
      answer.body.sweepstakes.map((sweepstakes) => sweepstakes.sweepstakesId),
      ['SWP-CASH-5000', 'SWP-GROCERIES-YEAR'],
    );
    const [monthly, quarterly] = answer.body.sweepstakes as [Sweepstakes, Sweepstakes];
    assert.equal(monthly.name, 'Win $5,000 cash');
    assert.deepEqual(monthly.prizes, [{ quantity: 1, description: '$5,000 cash, paid by bank transfer', valueCad: 5000 }]);
    assert.equal(monthly.eligibleRegions.length, 13);
    assert.ok(monthly.eligibleRegions.includes('Quebec'));
    assert.match(monthly.minimumAge, /age of majority/);
    assert.match(monthly.rules, /skill-testing question/);
    assert.equal(monthly.receivesSurveyEntries, true);
    assert.equal(monthly.member, null);
    // The test clock is 2026-11-22: the monthly round closes on November 30, the quarter on December 31 (Toronto).
    assert.deepEqual(
      { opensAt: monthly.opensAt, closesAt: monthly.closesAt, drawAt: monthly.drawAt },
      { opensAt: '2026-11-01T04:00:00.000Z', closesAt: '2026-12-01T04:59:59.000Z', drawAt: '2026-12-01T17:00:00.000Z' },
    );
    assert.equal(quarterly.closesAt, '2027-01-01T04:59:59.000Z');
    assert.equal(
      quarterly.prizes.reduce((count, prize) => count + prize.quantity, 0),
      4,
    );
  });

  it('answers in French on a French page', async () => {
    const monthly = await cash(undefined, 'fr-CA');
    assert.equal(monthly.name, 'Gagnez 5 000 $ en argent');
    assert.ok(monthly.eligibleRegions.includes('Québec'));
    assert.match(monthly.rules, /question d’habileté mathématique/);
  });

  it('counts a member’s entries bought with points and the 5 automatic entries of each survey, and everyone’s', async () => {
    const { token, consumerId } = await api.member('sam.entries');
    grantPoints(api, consumerId, 500);
    const before = (await cash()).totalEntries;
    assert.equal((await api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES', 3) })).status, 200);
    assert.equal((await completeSurvey(api, token, 1281)).status, 200);
    const mine = await cash(token);
    assert.deepEqual(mine.member, { entries: 3, bonusEntries: 5, wins: [] });
    assert.equal(mine.totalEntries, before + 8);
    // Survey entries go to the monthly draw only.
    const groceries = (await api.call('sweepstakes', { token })).body.sweepstakes[1];
    assert.deepEqual(groceries?.member, { entries: 0, bonusEntries: 0, wins: [] });
  });

  it('draws a winner who answers the skill-testing question once: right claims the prize', async () => {
    const { token, consumerId } = await api.member('wendy.winner');
    grantPoints(api, consumerId, 100);
    await api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES', 2) });
    const drawn = await draw({ sweepstakesId: 'SWP-CASH-5000', consumerId });
    assert.equal(drawn.status, 201);
    assert.equal(drawn.body.draw.consumerId, consumerId);

    const [win] = (await cash(token)).member?.wins ?? [];
    assert.equal(win?.status, 'awaiting-answer');
    assert.equal(win?.question, drawn.body.draw.question);
    assert.ok(!JSON.stringify(await cash(token)).includes('expected'), 'the answer never leaves the API');

    const answer = String(solve(win?.question ?? ''));
    const claimed = await api.call('answerSkillTestingQuestion', { token, params: { drawId: win?.drawId ?? '' }, body: { answer } });
    assert.equal(claimed.status, 200);
    assert.equal(claimed.body.correct, true);
    assert.equal(claimed.body.win.status, 'claimed');
    assert.equal(claimed.body.win.question, null);

    const again = await api.call('answerSkillTestingQuestion', { token, params: { drawId: win?.drawId ?? '' }, body: { answer } });
    assert.equal(again.status, 422);
    // The draw closed the round: entries start again from zero.
    assert.equal((await cash(token)).member?.entries, 0);
  });

  it('forfeits the prize on a wrong answer, and nobody else can answer for the winner', async () => {
    const { token, consumerId } = await api.member('lou.loser');
    const other = await api.member('olga.other');
    grantPoints(api, consumerId, 100);
    await api.call('issueReward', { token, ...redeem('SWP-GROCERIES-YEAR', 'SWEEPSTAKES') });
    const drawn = await draw({ sweepstakesId: 'SWP-GROCERIES-YEAR', consumerId });
    const { drawId, question } = drawn.body.draw;

    const stranger = await api.call('answerSkillTestingQuestion', {
      token: other.token,
      params: { drawId },
      body: { answer: String(solve(question)) },
    });
    assert.equal(stranger.status, 404);

    const wrong = await api.call('answerSkillTestingQuestion', {
      token,
      params: { drawId },
      body: { answer: String(solve(question) + 1) },
    });
    assert.equal(wrong.status, 200);
    assert.deepEqual([wrong.body.correct, wrong.body.win.status], [false, 'forfeited']);
  });

  it('refuses an answer that is not a whole number, a draw of a round without entries, and an unknown sweepstakes', async () => {
    const { token } = await api.member('nora.numbers');
    const notANumber = await api.call('answerSkillTestingQuestion', { token, params: { drawId: 'DRAW-x' }, body: { answer: 'forty' } });
    assert.equal(notANumber.status, 400);
    assert.equal((await draw({ sweepstakesId: 'SWP-GROCERIES-YEAR', consumerId: 'nobody' })).status, 422);
    assert.equal((await draw({ sweepstakesId: 'GC-CINEPLEX-10' })).status, 400);
  });
});

describe('skill-testing questions and rounds', () => {
  it('asks arithmetic with multiplication, addition and subtraction, and knows the answer', () => {
    const values = [7, 8, 25, 9];
    const { question, answer } = skillTestingQuestion(() => values.shift() ?? 1);
    assert.equal(question, '(7 × 8) + 25 − 9');
    assert.equal(answer, 72);
    for (let i = 0; i < 50; i += 1) {
      const random = skillTestingQuestion();
      assert.equal(solve(random.question), random.answer);
      assert.ok(random.answer > 0);
    }
  });

  it('closes a round at the end of the month or quarter in Toronto, summer time or not', () => {
    assert.deepEqual(sweepstakesRound(Date.parse('2026-07-15T12:00:00Z'), 'month'), {
      opensAt: '2026-07-01T04:00:00.000Z',
      closesAt: '2026-08-01T03:59:59.000Z',
      drawAt: '2026-08-01T16:00:00.000Z',
    });
    assert.deepEqual(sweepstakesRound(Date.parse('2026-02-10T12:00:00Z'), 'quarter'), {
      opensAt: '2026-01-01T05:00:00.000Z',
      closesAt: '2026-04-01T03:59:59.000Z',
      drawAt: '2026-04-01T16:00:00.000Z',
    });
    // December 31 at 23:30 in Toronto is already January 1 in UTC: still December's round.
    assert.equal(sweepstakesRound(Date.parse('2027-01-01T04:30:00Z'), 'month').closesAt, '2027-01-01T04:59:59.000Z');
  });
});

describe('causes and the charity pledge', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('lists every cause in the caller’s language with the community’s impact', async () => {
    const before = (await api.call('causes')).body.causes.find((cause) => cause.causeId === '005SUW');
    const { token, consumerId } = await api.member('una.united', '005SUW');
    grantPoints(api, consumerId, 2000);
    assert.equal((await api.call('issueReward', { token, ...redeem('DON-005SUW-1000', 'CAUSE_DONATION') })).status, 200);

    const causes = (await api.call('causes')).body.causes;
    assert.equal(causes.length, 15);
    const united = causes.find((cause) => cause.causeId === '005SUW');
    assert.equal(united?.name, 'United Way Centraide Canada');
    assert.equal(united?.shortKey, 'united');
    assert.equal(united?.supporters, (before?.supporters ?? 0) + 1);
    assert.equal(united?.communityCausePoints, (before?.communityCausePoints ?? 0) + 10);
    assert.equal(united?.donatedCad, (before?.donatedCad ?? 0) + 10);
    const french = (await api.call('causes', { locale: 'fr-CA' })).body.causes.find((cause) => cause.causeId === '005SUW');
    assert.equal(french?.name, 'Centraide United Way Canada');
  });

  it('records a pledge to the member’s cause once, and lists it in the history as the pledge reward', async () => {
    const { token } = await api.member('paula.pledge', '001CSDW');
    assert.deepEqual((await api.call('pledges', { token })).body, { pledges: [] });
    const pledge = { token, body: { transactionTypeExternalReference: '648' } };
    assert.equal((await api.call('transactionCustomFields', pledge)).status, 200);
    assert.equal((await api.call('transactionCustomFields', pledge)).status, 200);

    const { pledges } = (await api.call('pledges', { token })).body;
    assert.deepEqual(
      pledges.map((made) => made.causeId),
      ['001CSDW'],
    );
    const history = (await api.call('history', { token })).body;
    assert.deepEqual(history.MemberIssuedRewards, [
      {
        orderReference: 'PLEDGE-001CSDW',
        status: 'Approved',
        typeCode: 'PLEDGE',
        title: 'Pledge of support to Children’s Safe Drinking Water',
        value: 0,
        issuedAt: pledges[0]?.pledgedAt,
        details: { rewardType: 'CAUSE_DONATION', pointsRedeemed: 0, rewardCode: '648' },
      },
    ]);
    const csdw = (await api.call('causes')).body.causes.find((cause) => cause.causeId === '001CSDW');
    assert.equal(csdw?.pledges, 1);
  });

  it('needs an enrolled member to pledge', async () => {
    const { token } = await api.signIn('nellie.notenrolled');
    assert.equal((await api.call('transactionCustomFields', { token, body: { transactionTypeExternalReference: '648' } })).status, 403);
  });

  it('sends each issued reward’s order reference in the history, so its email can be sent again', async () => {
    const { token, consumerId } = await api.member('rita.resend');
    grantPoints(api, consumerId, 500);
    const issued = await api.call('issueReward', { token, ...redeem('GC-TIMHORTONS-5', 'GIFT_CARD') });
    const [listed] = (await api.call('history', { token })).body.MemberIssuedRewards;
    assert.equal(listed?.orderReference, issued.body.orderReference);
    assert.equal((await api.call('resendRewardEmail', { token, body: { orderReference: listed?.orderReference ?? '' } })).status, 200);
  });
});

describe('the reward list for clients that pick the language themselves', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('sends the French custom fields beside the plain ones, and each reward’s quantity limit', async () => {
    const rewards = (await api.call('anonymousRewards')).body.memberChoiceRewards.choiceRewardWithMemberEligibility;
    const cineplex = rewards.find((reward) => reward.rewardTypeExternalReference === 'GC-CINEPLEX-10');
    assert.equal(cineplex?.customFields.Reward_Detail, '$10 Cineplex gift card');
    assert.equal(cineplex?.customFields.Reward_Detail_FR, 'Carte-cadeau Cineplex de 10 $');
    assert.equal(cineplex?.customFields.Reward_Type_FR, 'Carte-cadeau');
    assert.match(cineplex?.customFields.Reward_Rules_FR ?? '', /courriel/);
    assert.equal(cineplex?.maxQuantity, 2);
  });
});

describe('goodwill points (dev control)', () => {
  let api: TestApi;
  const goodwill = (body: unknown) => api.request('/__dev/points/goodwill', { method: 'POST', body, key: null });
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('credits a member, as the programme’s support would, within a limit', async () => {
    const { token, consumerId } = await api.member('gia.goodwill');
    assert.equal((await goodwill({ consumerId, points: 3400 })).status, 201);
    assert.equal((await api.call('points', { token })).body.pointsBalance, 3400);
    const [entry] = (await api.call('history', { token, query: { transactionType: 'earn' } })).body.MemberTransactions;
    assert.equal(entry?.typeCode, 'GOODWILL');
    assert.equal((await goodwill({ consumerId, points: GOODWILL_MAX_POINTS + 1 })).status, 400);
    assert.equal((await goodwill({ consumerId, points: 0 })).status, 400);
    assert.equal((await goodwill({ consumerId: 'nobody', points: 10 })).status, 404);
  });

  it('is refused to a page of another site, and absent without the dev flag', async () => {
    const { token, consumerId } = await api.member('hugo.host');
    assert.equal(await postWithHost(`${api.url}/__dev/points/goodwill`, 'evil.example', { consumerId, points: 100 }), 404);
    assert.equal(await postWithHost(`${api.url}/__dev/sweepstakes/draw`, 'evil.example', { sweepstakesId: 'SWP-CASH-5000' }), 404);
    assert.equal((await api.call('points', { token })).body.pointsBalance, 0);

    const closed = await startTestApi({ devRoutes: false });
    try {
      const member = await closed.member('ivy.closed');
      const answer = await closed.request('/__dev/points/goodwill', {
        method: 'POST',
        body: { consumerId: member.consumerId, points: 100 },
        key: null,
      });
      assert.equal(answer.status, 404);
      const drawn = await closed.request('/__dev/sweepstakes/draw', {
        method: 'POST',
        body: { sweepstakesId: 'SWP-CASH-5000' },
        key: null,
      });
      assert.equal(drawn.status, 404);
      assert.equal((await closed.call('points', { token: member.token })).body.pointsBalance, 0);
    } finally {
      await closed.close();
    }
  });
});
