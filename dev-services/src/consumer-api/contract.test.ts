import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  API_BASE_PATH,
  API_MESSAGES,
  ApiError,
  type ApiEndpointId,
  type ConsumerApi,
  type Locale,
  apiEndpoints,
  createConsumerApi,
} from '@maple/contracts';
import {
  CODE_VERIFIER,
  CURRENT_PASSWORD,
  REDIRECT_URI,
  SITE_ORIGIN,
  SUBSCRIPTION_KEY,
  type TestApi,
  answersFor,
  grantPoints,
  startTestApi,
} from './test-support/harness';
import { asUpload, receiptPhoto } from './test-support/receipt-photos';

/**
 * The site's own client, `createConsumerApi`, against the running server: both sides are held
 * to the same schemas (the client validates every request and answer against the contract).
 */
describe('the site’s client against the dev consumer API', () => {
  let server: TestApi;
  let client: ConsumerApi;
  let token: string | null = null;
  let locale: Locale = 'en-CA';
  let consumerId = '';
  const called = new Set<ApiEndpointId>();

  const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
    const error: unknown = await promise.then(
      () => null,
      (failure: unknown) => failure,
    );
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  };

  before(async () => {
    server = await startTestApi();
    const real = createConsumerApi({
      baseUrl: `${server.url}${API_BASE_PATH}`,
      subscriptionKey: SUBSCRIPTION_KEY,
      locale: () => locale,
      token: () => token,
      origin: SITE_ORIGIN,
    });
    client = {
      call: ((id: ApiEndpointId, ...input: unknown[]) => {
        called.add(id);
        return (real.call as (id: ApiEndpointId, ...input: unknown[]) => Promise<unknown>)(id, ...input);
      }) as ConsumerApi['call'],
    };
  });
  after(() => server.close());

  it('browses anonymously: rewards, offers, samples, surveys, quizzes, articles and geo', async () => {
    assert.ok((await client.call('anonymousRewards')).memberChoiceRewards.choiceRewardWithMemberEligibility.length > 0);
    assert.ok((await client.call('anonymousOffers')).offers.length > 0);
    assert.ok((await client.call('samples')).incentives.length > 0);
    assert.ok((await client.call('sampleCampaigns')).incentives.length > 0);
    assert.equal((await client.call('surveys')).surveys[0]?.surveyId, 1275);
    assert.equal((await client.call('quizzes')).quizzes.length, 6);
    assert.ok((await client.call('articles')).articles.length > 0);
    assert.equal((await client.call('geo')).country, 'CA');
  });

  it('reads the editorial content: articles, cause pages, help, support and offer rules', async () => {
    const [first] = (await client.call('library')).articles;
    assert.ok(first);
    assert.equal((await client.call('article', { params: { articleId: first.articleId } })).title, first.title);
    assert.equal((await client.call('causePages')).causes.length, 15);
    assert.ok((await client.call('helpTopics')).topics.length > 0);
    assert.ok((await client.call('supportContact')).phone.hours.length > 0);
    assert.ok((await client.call('offerRules')).documents['fr-CA'].sections.length > 0);
  });

  it('signs in with the code, enrols and reads the profile', async () => {
    const login = await client.call('login', {
      body: { campaignName: 'tideContestQR', authCode: 'code-for-marie.lavoie', codeVerifier: CODE_VERIFIER, redirectUri: REDIRECT_URI },
    });
    token = login.authToken;
    consumerId = login.ids.consumerId;
    assert.equal(login.traits.campaignName, 'tideContestQR');
    assert.deepEqual(await client.call('enrolCause', { body: { locationExternalReference: 'web', charityID: '006WWF' } }), {
      enrolledForRewards: true,
      charitableCause: '006WWF',
    });
    assert.deepEqual(await client.call('enrolCharityEligible', { body: { locationExternalReference: 'email' } }), {
      enrolledForRewards: true,
      charitableCause: '006WWF',
    });
    assert.equal((await client.call('getProfile')).ids.consumerId, consumerId);
  });

  it('updates the profile, the cause, the address and the password', async () => {
    const profile = await client.call('updateProfile', {
      body: { zipcode: null, gender: 'F', birthdate: '3', birthmonth: '9', birthyear: '1991', traitEthnicityCulture: 'French' },
    });
    assert.equal(profile.traits.birthDate, '1991-09-03');
    assert.equal(
      (await client.call('updateCause', { body: { charityCauseId: '002TLOH', isInitialSelection: false } })).traits.charitableCause,
      '002TLOH',
    );
    const withAddress = await client.call('updateAddress', {
      body: {
        firstname: 'Marie',
        lastname: 'Lavoie',
        addressStreet1: '45 rue Saint-Jean',
        addressStreet2: ' ',
        city: 'Québec',
        zipcode: 'G1R1N4',
        state: 'QC',
      },
    });
    assert.equal(withAddress.traits.cityName, 'Québec');
    assert.deepEqual(await client.call('changePassword', { body: { currentPassword: CURRENT_PASSWORD, newPassword: 'Fleurdelys-1608' } }), {
      ok: true,
    });
    assert.deepEqual(await client.call('transactionCustomFields', { body: { transactionTypeExternalReference: '002TLOH' } }), { ok: true });
  });

  it('earns with evidence: answers a survey and a quiz, sends a receipt, asks for the confirmation email again', async () => {
    const params = { surveyId: '1275' };
    assert.equal((await client.call('survey', { params })).status, 'not-started');
    assert.equal((await client.call('saveSurveyAnswers', { params, body: { answers: answersFor(1275) } })).status, 'in-progress');
    assert.equal((await client.call('completeSurvey', { params })).pointsAwarded, 50);
    assert.equal((await client.call('memberSurveys')).surveys.find((survey) => survey.surveyId === 1275)?.status, 'completed');
    const quiz = await client.call('quiz', { params: { quizId: 'water' } });
    const answers = quiz.questions.map((question) => ({ questionId: question.questionId, optionId: question.options[0]?.optionId ?? '' }));
    assert.equal((await client.call('submitQuiz', { params: { quizId: 'water' }, body: { answers } })).pointsAwarded, 20);
    assert.equal((await client.call('uploadReceipt', { body: asUpload(receiptPhoto('jpeg')) })).status, 'pending');
    assert.equal((await client.call('receipts')).pendingPoints, 10);
    assert.deepEqual(await client.call('resendVerificationEmail'), { ok: true });
    assert.equal(
      (await client.call('memberInteraction', { body: { interaction: { type: 'SIGN_IN', reference: 'web' } } })).pointsAwarded,
      5,
    );
  });

  it('redeems and reads points, charity count and history', async () => {
    grantPoints(server, consumerId, 1000);
    assert.deepEqual(await client.call('points'), { pointsBalance: 1075, memberPointsAvailable: 1075, pendingPoints: 10 });
    const order = await client.call('issueReward', {
      body: {
        rewardTypeExternalReference: 'GC-TIMHORTONS-5',
        rewardQuantity: 1,
        transferTargetExternalReference: 'null',
        rewardType: 'GIFT_CARD',
      },
    });
    assert.equal(order.pointsBalance, 575);
    assert.deepEqual(await client.call('resendRewardEmail', { body: { orderReference: order.orderReference } }), { ok: true });
    assert.equal((await client.call('charityDetailsCount')).charityDetailsCount, 1);
    const history = await client.call('history', { query: { transactionType: 'all', isPagination: 'true', page: '1' } });
    assert.equal(history.MemberIssuedRewards[0]?.details.pointsRedeemed, 500);
    assert.ok(
      (await client.call('rewards')).memberChoiceRewards.choiceRewardWithMemberEligibility.some((reward) => reward.memberEligibility === 1),
    );
  });

  it('reads the sweepstakes and the causes, pledges, and is told an unknown draw is not the member’s', async () => {
    const [monthly] = (await client.call('sweepstakes')).sweepstakes;
    assert.equal(monthly?.member?.entries, 0);
    assert.equal((await client.call('causes')).causes.length, 15);
    assert.deepEqual(await client.call('transactionCustomFields', { body: { transactionTypeExternalReference: '648' } }), { ok: true });
    assert.deepEqual(
      (await client.call('pledges')).pledges.map((pledge) => pledge.causeId),
      ['002TLOH'],
    );
    const unknownDraw = await rejection(
      client.call('answerSkillTestingQuestion', { params: { drawId: 'DRAW-none' }, body: { answer: '12' } }),
    );
    assert.equal(unknownDraw.status, 404);
  });

  it('reads the same reward in French when the page is French', async () => {
    locale = 'fr-CA';
    const rewards = (await client.call('rewards')).memberChoiceRewards.choiceRewardWithMemberEligibility;
    locale = 'en-CA';
    assert.equal(
      rewards.find((reward) => reward.rewardTypeExternalReference === 'GC-TIMHORTONS-5')?.customFields.Reward_Detail,
      'Carte-cadeau électronique Tim Hortons de 5 $',
    );
  });

  it('orders samples on both paths, lists orders and prints coupons', async () => {
    const first = await client.call('orderSample', { body: { incentiveId: 'SMP-OLAY-REGENERIST' } });
    const second = await client.call('orderSampleV2', { body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
    assert.equal((await client.call('orders')).orders.length, 2);
    const mine = await client.call('consumerIncentives', { params: { consumerId } });
    assert.deepEqual(mine.orders.map((order) => order.orderId).sort(), [first.orderId, second.orderId].sort());
    assert.ok((await client.call('memberOffers')).offers.some((offer) => offer.channel === 'loyalty'));
    assert.deepEqual((await client.call('printCoupons', { body: { offerIds: ['OFF-PRINT-TIDE-3'] } })).offerIds, ['OFF-PRINT-TIDE-3']);
  });

  it('reads messages and marks one read', async () => {
    const [first] = (await client.call('messages')).messages;
    assert.ok(first);
    assert.equal((await client.call('readMessage', { query: { messageId: first.messageId } })).read, true);
  });

  it('turns the API’s error answers into ApiErrors with the spec’s messages', async () => {
    const unavailable = await rejection(
      client.call('issueReward', {
        body: {
          rewardTypeExternalReference: 'GC-SHOPPERS-20',
          rewardQuantity: 1,
          transferTargetExternalReference: 'null',
          rewardType: 'GIFT_CARD',
        },
      }),
    );
    assert.equal(unavailable.status, 422);
    assert.equal(unavailable.serverMessage, API_MESSAGES.rewardUnavailable);
    const again = await rejection(client.call('orderSample', { body: { incentiveId: 'SMP-OLAY-REGENERIST' } }));
    assert.equal(again.serverMessage, API_MESSAGES.sampleAlreadyOrdered);
  });

  it('reads and changes the member’s account: consents, referral, impact and their data', async () => {
    const profile = await client.call('updateConsents', { body: { opts: [{ id: 'email-offers', optedIn: true }] } });
    assert.deepEqual(
      profile.opts.find((opt) => opt.id === 'email-offers'),
      { id: 'email-offers', optedIn: true },
    );
    const { referralCode } = await client.call('referral');
    assert.equal((await client.call('impact')).cause.causeId, profile.traits.charitableCause);
    assert.equal((await client.call('dataExport')).profile.ids.consumerId, consumerId);
    const own = token;
    token = (await server.member('contract-friend')).token;
    assert.deepEqual(await client.call('claimReferral', { body: { referralCode } }), { recorded: true, referrerCredited: true });
    assert.deepEqual(await client.call('deleteAccount', { body: { confirm: true } }), { ok: true });
    token = own;
  });

  it('opts out and back in', async () => {
    assert.deepEqual(await client.call('optOut'), { ok: true });
    const refused = await rejection(client.call('points'));
    assert.equal(refused.status, 403);
    assert.equal((await client.call('updateProfile', { body: { optin: true } })).optedOutUser, false);
  });

  it('logs out, after which the token is refused', async () => {
    assert.deepEqual(await client.call('logout'), { ok: true });
    const refused = await rejection(client.call('getProfile'));
    assert.equal(refused.status, 401);
    assert.equal(refused.serverMessage, API_MESSAGES.invalidJwt);
  });

  it('has called every endpoint of the contract', () => {
    assert.deepEqual(
      Object.keys(apiEndpoints)
        .filter((id) => !called.has(id as ApiEndpointId))
        .sort(),
      [],
    );
  });
});
