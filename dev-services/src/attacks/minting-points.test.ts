// Finding: "Points can be minted". RECEIPT_SCAN credited 10 points for any reference the
// client invented (a 200 KB one was stored too), surveys and quizzes were credited on a bare
// claim; one account reached 3,000 points in two minutes and turned them into a gift card.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { asUpload, receiptPhoto } from '../consumer-api/test-support/receipt-photos';
import { type SignedUpMember, type Stack, startStack } from './stack';

describe('attack: minting points', () => {
  let stack: Stack;
  let mallory: SignedUpMember;
  before(async () => {
    stack = await startStack();
    mallory = await stack.signUp();
    await stack.confirmEmail(mallory);
  });
  after(() => stack.close());

  const claim = (type: string, reference: string) =>
    stack.call('POST', 'user/transaction/memberInteractions', { token: mallory.token, body: { interaction: { type, reference } } });
  const balance = async () => Number((await stack.call('GET', 'user/reward/points', { token: mallory.token })).body.pointsBalance);

  it('a receipt scan with an invented reference is refused and credits nothing', async () => {
    const answers = await Promise.all(['RCPT-0001', 'RCPT-0002', 'anything'].map((reference) => claim('RECEIPT_SCAN', reference)));

    assert.deepEqual(
      answers.map((answer) => answer.status),
      [400, 400, 400],
    );
    assert.equal(await balance(), 0);
  });

  it('a 200 KB reference is refused and stored nowhere', async () => {
    const answer = await claim('HOME_SCREEN_INSTALL', 'x'.repeat(200 * 1024));

    assert.equal(answer.status, 400);
    const stored = stack.services.api.db
      .prepare<[], { longest: number | null }>('SELECT MAX(LENGTH(reference)) AS longest FROM ledger_entries')
      .get();
    assert.ok((stored?.longest ?? 0) <= 64);
  });

  it('a bare claim of a completed survey or quiz is refused', async () => {
    assert.equal((await claim('SURVEY_COMPLETED', '1281')).status, 400);
    assert.equal((await claim('QUIZ_COMPLETED', 'water')).status, 400);
    assert.equal(await balance(), 0);
  });

  it('completing a survey without answering it is refused', async () => {
    const answer = await stack.call('POST', 'user/surveys/1281/completion', { token: mallory.token });

    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.surveyIncomplete });
  });

  it('a quiz submitted with no answers, or answers to another quiz, credits nothing', async () => {
    const empty = await stack.call('POST', 'user/quizzes/water/answers', { token: mallory.token, body: { answers: [] } });
    const foreign = await stack.call('POST', 'user/quizzes/water/answers', {
      token: mallory.token,
      body: { answers: [{ questionId: 'how-long', optionId: '20' }] },
    });

    assert.equal(empty.status, 400);
    assert.equal(foreign.status, 400);
    assert.equal(await balance(), 0);
  });

  it('two minutes of every trick do not buy a gift card: receipts wait for review, repeats earn nothing', async () => {
    const photo = receiptPhoto('jpeg');
    const tricks = [];
    for (let round = 0; round < 20; round += 1) {
      tricks.push(claim('SIGN_IN', `web-${round}`), claim('HOME_SCREEN_INSTALL', `device-${round}`));
      tricks.push(stack.call('POST', 'user/receipts', { token: mallory.token, body: asUpload(photo) }));
      tricks.push(stack.call('POST', 'user/receipts', { token: mallory.token, body: asUpload(receiptPhoto('png')) }));
    }
    await Promise.all(tricks);

    const pending = Number((await stack.call('GET', 'user/reward/points', { token: mallory.token })).body.pendingPoints);
    const giftCard = await stack.call('POST', 'user/reward', {
      token: mallory.token,
      body: {
        rewardTypeExternalReference: 'GC-CINEPLEX-10',
        rewardQuantity: 1,
        transferTargetExternalReference: 'null',
        rewardType: 'GIFT_CARD',
      },
    });

    assert.equal(await balance(), 30, 'one sign-in (5) and one install (25)');
    assert.equal(pending, 30, 'three receipts a day, pending until reviewed');
    assert.deepEqual(giftCard.body, { statusCode: 422, message: API_MESSAGES.insufficientPoints });
  });

  it('a member who has not confirmed their email address earns nothing', async () => {
    const newcomer = await stack.signUp();

    const answer = await stack.call('POST', 'user/transaction/memberInteractions', {
      token: newcomer.token,
      body: { interaction: { type: 'SIGN_IN', reference: 'web' } },
    });

    assert.deepEqual(answer.body, { statusCode: 403, message: API_MESSAGES.emailNotVerified });
  });
});
