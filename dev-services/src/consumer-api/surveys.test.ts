import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, type SurveyAnswer } from '@maple/contracts';
import { SURVEY_QUESTIONS } from './survey-questions';
import { type TestApi, answersFor, completeSurvey, ledgerOf, startTestApi } from './test-support/harness';

const survey = (surveyId: number) => ({ params: { surveyId: String(surveyId) } });
const save = (surveyId: number, answers: SurveyAnswer[]) => ({ ...survey(surveyId), body: { answers } });

describe('surveys', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('serves every seeded survey’s questions in the caller’s language, of every kind, required or not', async () => {
    const { token } = await api.member('amara');
    const english = await api.call('survey', { token, ...survey(1275) });
    const french = await api.call('survey', { token, ...survey(1275), locale: 'fr-CA' });

    assert.equal(english.body.title, 'Tell us about you');
    assert.equal(french.body.title, 'Parlez-nous de vous');
    assert.equal(french.body.questions[0]?.text, 'Comment avez-vous entendu parler de Maple Rewards?');
    assert.deepEqual(
      english.body.questions.map((question) => [question.questionId, question.kind, question.required]),
      [
        ['heard-from', 'single', true],
        ['household-size', 'single', true],
        ['topics', 'multiple', false],
        ['anything-else', 'text', false],
      ],
    );
    assert.deepEqual({ status: english.body.status, answers: english.body.answers }, { status: 'not-started', answers: [] });
    const kinds = new Set(Object.values(SURVEY_QUESTIONS).flatMap((questions) => questions.map((question) => question.kind)));
    assert.deepEqual([...kinds].sort(), ['multiple', 'scale', 'single', 'text']);
    for (const id of [1275, 1276, 1277, 1281, 1282, 1283, 1284, 1285, 1286]) {
      assert.equal((await api.call('survey', { token, ...survey(id) })).status, 200, `survey ${id}`);
    }
  });

  it('keeps the answers saved as the member goes, so they resume where they left', async () => {
    const { token } = await api.member('basile');
    await api.call('saveSurveyAnswers', {
      token,
      ...save(1277, [{ questionId: 'causes', kind: 'multiple', optionIds: ['water', 'health'] }]),
    });
    await api.call('saveSurveyAnswers', { token, ...save(1277, [{ questionId: 'anything-else', kind: 'text', text: '  Merci!  ' }]) });

    const resumed = await api.call('survey', { token, ...survey(1277) });

    assert.equal(resumed.body.status, 'in-progress');
    assert.deepEqual(resumed.body.answers, [
      { questionId: 'causes', kind: 'multiple', optionIds: ['water', 'health'] },
      { questionId: 'anything-else', kind: 'text', text: 'Merci!' },
    ]);
  });

  it('replaces an answer, and withdraws one with an empty choice or text', async () => {
    const { token } = await api.member('celeste');
    await api.call('saveSurveyAnswers', {
      token,
      ...save(1275, [
        { questionId: 'heard-from', kind: 'single', optionId: 'email' },
        { questionId: 'topics', kind: 'multiple', optionIds: ['tips'] },
      ]),
    });

    const changed = await api.call('saveSurveyAnswers', {
      token,
      ...save(1275, [
        { questionId: 'heard-from', kind: 'single', optionId: 'store' },
        { questionId: 'topics', kind: 'multiple', optionIds: [] },
      ]),
    });

    assert.deepEqual(changed.body.answers, [{ questionId: 'heard-from', kind: 'single', optionId: 'store' }]);
  });

  it('refuses, and records none of, answers that do not fit their question', async () => {
    const { token } = await api.member('dmitri');
    const misfits: SurveyAnswer[] = [
      { questionId: 'heard-from', kind: 'single', optionId: 'carrier-pigeon' },
      { questionId: 'heard-from', kind: 'multiple', optionIds: ['email'] },
      { questionId: 'topics', kind: 'multiple', optionIds: ['tips', 'savings', 'causes', 'products'] },
      { questionId: 'topics', kind: 'multiple', optionIds: ['tips', 'tips'] },
      { questionId: 'no-such-question', kind: 'text', text: 'hello' },
      { questionId: 'anything-else', kind: 'text', text: 'x'.repeat(501) },
    ];
    for (const misfit of misfits) {
      const answer = await api.call('saveSurveyAnswers', {
        token,
        ...save(1275, [{ questionId: 'household-size', kind: 'single', optionId: '2' }, misfit]),
      });
      assert.equal(answer.status, 400, JSON.stringify(misfit));
    }
    const outOfScale = await api.call('saveSurveyAnswers', {
      token,
      ...save(1277, [{ questionId: 'brands-and-causes', kind: 'scale', value: 6 }]),
    });

    assert.equal(outOfScale.status, 400);
    assert.deepEqual((await api.call('survey', { token, ...survey(1275) })).body.answers, []);
  });

  it('accepts the completion only when every required question has a recorded answer', async () => {
    const { token, consumerId } = await api.member('elodie');
    const [first, ...rest] = answersFor(1276);
    assert.ok(first);
    await api.call('saveSurveyAnswers', { token, ...save(1276, rest) });

    const early = await api.call('completeSurvey', { token, ...survey(1276) });
    await api.call('saveSurveyAnswers', { token, ...save(1276, [first]) });
    const done = await api.call('completeSurvey', { token, ...survey(1276) });

    assert.deepEqual(early.body, { statusCode: 422, message: API_MESSAGES.surveyIncomplete });
    assert.deepEqual(done.body, {
      pointsAwarded: 50,
      causePointsAwarded: 1,
      sweepstakesEntries: 5,
      pointsBalance: 50,
      alreadyCredited: false,
    });
    assert.equal(ledgerOf(api, consumerId).sum, 50);
    assert.equal((await api.call('survey', { token, ...survey(1276) })).body.status, 'completed');
  });

  it('needs no answer to the questions that are not required', async () => {
    const { token } = await api.member('fatou');
    const answers = answersFor(1275);

    const done = await completeSurvey(api, token, 1275);

    assert.equal(answers.length, 2, 'only the two required questions were answered');
    assert.equal(done.body.pointsAwarded, 50);
  });

  it('makes the answers final once completed', async () => {
    const { token } = await api.member('gaspard');
    await completeSurvey(api, token, 1284);

    const change = await api.call('saveSurveyAnswers', {
      token,
      ...save(1284, [{ questionId: 'floss', kind: 'single', optionId: 'yes' }]),
    });

    assert.deepEqual(change.body, { statusCode: 422, message: API_MESSAGES.surveyAlreadyCompleted });
  });

  it('credits an onboarding step only once its onboarding survey is completed', async () => {
    const { token } = await api.member('hiroko');
    const step = { body: { interaction: { type: 'ONBOARDING_STEP' as const, reference: '3' } } };

    const before = await api.call('memberInteraction', { token, ...step });
    await completeSurvey(api, token, 1277);
    const after = await api.call('memberInteraction', { token, ...step });

    assert.deepEqual(before.body, { statusCode: 422, message: API_MESSAGES.surveyIncomplete });
    assert.equal(after.body.pointsAwarded, 10);
  });

  it('names the survey in the member’s history, so the site can tell the onboarding steps apart', async () => {
    const { token } = await api.member('ines');
    await completeSurvey(api, token, 1276);
    const history = await api.call('history', { token, query: { transactionType: 'earn', isPagination: 'false' } });
    assert.deepEqual(
      history.body.MemberTransactions.map((entry) => [entry.typeCode, entry.reference]),
      [['SURVEY_COMPLETED', '1276']],
    );
  });

  it('answers 404 for a survey that does not exist', async () => {
    const { token } = await api.member('ivo');
    assert.equal((await api.call('survey', { token, params: { surveyId: '9999' } })).status, 404);
    assert.equal((await api.call('saveSurveyAnswers', { token, ...save(9999, answersFor(1275)) })).status, 404);
  });
});
