import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { QUIZ_QUESTIONS } from './quiz-questions';
import { type TestApi, startTestApi } from './test-support/harness';

const quiz = (quizId: string) => ({ params: { quizId } });

describe('quizzes', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('serve the questions and options in the caller’s language, never the correct answers', async () => {
    const { token } = await api.member('ayo');
    const english = await api.call('quiz', { token, ...quiz('hand-washing') });
    const french = await api.call('quiz', { token, ...quiz('hand-washing'), locale: 'fr-CA' });

    assert.equal(english.body.title, 'Hand washing myths and facts');
    assert.equal(french.body.questions[0]?.text, 'Combien de temps faut-il frotter ses mains avec du savon?');
    assert.equal(english.body.lastResult, null);
    assert.doesNotMatch(JSON.stringify(english.body), /correct|explanation/i);
    for (const quizId of ['black-history', 'giving', 'sustainability', 'water', 'activist', 'hand-washing']) {
      assert.ok(QUIZ_QUESTIONS[quizId]?.length, quizId);
      assert.equal((await api.call('quiz', { token, ...quiz(quizId) })).status, 200, quizId);
    }
  });

  it('score a submission, correct each question with an explanation, and credit the quiz once', async () => {
    const { token } = await api.member('bruna');
    const answers = [
      { questionId: 'how-long', optionId: '20' },
      { questionId: 'hot-water', optionId: 'yes' },
      { questionId: 'sanitizer', optionId: '60' },
    ];

    const first = await api.call('submitQuiz', { token, ...quiz('hand-washing'), body: { answers }, locale: 'fr-CA' });
    const second = await api.call('submitQuiz', { token, ...quiz('hand-washing'), body: { answers } });
    const detail = await api.call('quiz', { token, ...quiz('hand-washing') });

    assert.equal(first.body.score, 2);
    assert.equal(first.body.total, 3);
    assert.deepEqual(
      first.body.questions.map((question) => [question.questionId, question.correct, question.correctOptionId]),
      [
        ['how-long', true, '20'],
        ['hot-water', false, 'no'],
        ['sanitizer', true, '60'],
      ],
    );
    assert.match(first.body.questions[1]?.explanation ?? '', /savon et le frottement/);
    assert.deepEqual([first.body.pointsAwarded, first.body.alreadyCredited], [20, false]);
    assert.deepEqual([second.body.pointsAwarded, second.body.alreadyCredited, second.body.pointsBalance], [0, true, 20]);
    assert.equal(detail.body.lastResult?.score, 2);
  });

  it('refuse a submission that leaves a question out or answers one twice (422), or names an option the question lacks (400)', async () => {
    const { token } = await api.member('chen');
    const partial = await api.call('submitQuiz', {
      token,
      ...quiz('water'),
      body: { answers: [{ questionId: 'lakes', optionId: 'canada' }] },
    });
    const twice = await api.call('submitQuiz', {
      token,
      ...quiz('water'),
      body: {
        answers: [
          { questionId: 'lakes', optionId: 'canada' },
          { questionId: 'lakes', optionId: 'russia' },
          { questionId: 'fresh-water', optionId: '3' },
        ],
      },
    });
    const unknownOption = await api.call('submitQuiz', {
      token,
      ...quiz('water'),
      body: {
        answers: [
          { questionId: 'lakes', optionId: 'atlantis' },
          { questionId: 'fresh-water', optionId: '3' },
          { questionId: 'running-tap', optionId: 'six-litres' },
        ],
      },
    });

    assert.deepEqual(partial.body, { statusCode: 422, message: API_MESSAGES.quizIncomplete });
    assert.deepEqual(twice.body, { statusCode: 422, message: API_MESSAGES.quizIncomplete });
    assert.equal(unknownOption.status, 400);
    assert.equal((await api.call('points', { token })).body.pointsBalance, 0);
  });
});
