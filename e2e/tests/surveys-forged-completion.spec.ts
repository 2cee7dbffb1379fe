import { API_MESSAGES } from '@maple/contracts';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { callTheApiDirectly } from '../support/surveys';

test('the API refuses a forged completion: no answers, a made-up survey or quiz, a bare claim', async ({ page }) => {
  await signedInAsANewMember(page, 'Forger', { confirmed: true });

  // A completion with no recorded answers.
  expect(await callTheApiDirectly(page, 'POST', 'user/surveys/1281/completion')).toEqual({
    status: 422,
    body: { statusCode: 422, message: API_MESSAGES.surveyIncomplete },
  });
  // A survey and a quiz that do not exist.
  expect((await callTheApiDirectly(page, 'POST', 'user/surveys/9999/completion')).status).toBe(404);
  expect(
    (await callTheApiDirectly(page, 'POST', 'user/quizzes/made-up/answers', { answers: [{ questionId: 'q', optionId: 'a' }] })).status,
  ).toBe(404);
  // The old bare claims of a survey or a quiz.
  for (const type of ['SURVEY_COMPLETED', 'QUIZ_COMPLETED']) {
    const claim = await callTheApiDirectly(page, 'POST', 'user/transaction/memberInteractions', {
      interaction: { type, reference: '1281' },
    });
    expect(claim.status, type).toBe(400);
  }
  // An onboarding step before its survey.
  const step = await callTheApiDirectly(page, 'POST', 'user/transaction/memberInteractions', {
    interaction: { type: 'ONBOARDING_STEP', reference: '1' },
  });
  expect(step).toEqual({ status: 422, body: { statusCode: 422, message: API_MESSAGES.surveyIncomplete } });
  // A quiz submission that skips questions.
  const partial = await callTheApiDirectly(page, 'POST', 'user/quizzes/water/answers', {
    answers: [{ questionId: 'fresh-water', optionId: '3' }],
  });
  expect(partial.status).toBe(422);

  expect((await callTheApiDirectly(page, 'GET', 'user/reward/points')).body).toMatchObject({ pointsBalance: 0 });
  const history = await callTheApiDirectly(page, 'GET', 'user/transaction/history?transactionType=earn&isPagination=false');
  expect(history.body.MemberTransactions).toEqual([]);
});
