import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SCENARIO_NAMES } from '@maple/contracts';
import { SURVEYS } from './catalogue';
import { type TestApi, answersFor, completeSurvey, startTestApi } from './test-support/harness';

describe('the survey list', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('lists every survey by key with its points and the member’s progress, in the caller’s language', async () => {
    const { token } = await api.member('jun');
    const english = await api.call('memberSurveys', { token });
    const french = await api.call('memberSurveys', { token, locale: 'fr-CA' });

    assert.equal(english.status, 200);
    assert.deepEqual(
      english.body.surveys.map((survey) => [survey.surveyId, survey.key, survey.points]),
      SURVEYS.map((survey) => [survey.id, survey.key, survey.points]),
    );
    assert.deepEqual(english.body.surveys[0], {
      surveyId: 1275,
      key: 'onboardingAboutYou',
      title: 'Tell us about you',
      points: 50,
      onboarding: true,
      scenario: null,
      status: 'not-started',
      answeredCount: 0,
      questionCount: 4,
      completedAt: null,
    });
    assert.equal(french.body.surveys[0]?.title, 'Parlez-nous de vous');
  });

  it('says where the member is: answers saved so far, then completed', async () => {
    const { token } = await api.member('kalani');
    const [first] = answersFor(1281);
    assert.ok(first);
    await api.call('saveSurveyAnswers', { token, params: { surveyId: '1281' }, body: { answers: [first] } });
    await completeSurvey(api, token, 1283);

    const { surveys } = (await api.call('memberSurveys', { token })).body;
    const beauty = surveys.find((survey) => survey.surveyId === 1281);
    const hairCare = surveys.find((survey) => survey.surveyId === 1283);

    assert.deepEqual([beauty?.status, beauty?.answeredCount, beauty?.completedAt], ['in-progress', 1, null]);
    assert.equal(hairCare?.status, 'completed');
    assert.ok(hairCare?.completedAt);
  });

  it('names the scenario of the scenario surveys, which the public list leaves out', async () => {
    const { token } = await api.member('lior');
    const mine = (await api.call('memberSurveys', { token })).body.surveys;
    const listed = (await api.call('surveys')).body.surveys;

    assert.deepEqual(
      mine.filter((survey) => survey.scenario !== null).map((survey) => [survey.scenario, survey.key]),
      SCENARIO_NAMES.map((scenario) => [scenario, scenario]),
    );
    assert.deepEqual(
      listed.map((survey) => survey.surveyId),
      mine.filter((survey) => survey.scenario === null).map((survey) => survey.surveyId),
    );
    for (const scenario of SCENARIO_NAMES) {
      const survey = mine.find((candidate) => candidate.scenario === scenario);
      assert.ok(survey);
      assert.equal((await completeSurvey(api, token, survey.surveyId)).body.pointsAwarded, 50, `${scenario} earns like any survey`);
    }
  });

  it('is for members only', async () => {
    assert.equal((await api.call('memberSurveys')).status, 401);
  });
});
