import { accessibilityViolations } from '../support/accessibility';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { apiAsThePage } from '../support/members';
import { surveysRemote } from '../support/surveys';

test('a member takes a quiz, sees the score and every answer explained, and is credited once only', async ({ page }) => {
  await signedInAsANewMember(page, 'Quinn', { confirmed: true });
  await page.goto('/quizzes/');
  const remote = surveysRemote(page);
  await remote.getByRole('link', { name: 'Hand washing quiz' }).click();

  const quiz = remote.getByRole('region', { name: 'Take the quiz' });
  await expect(quiz).toContainText('Finishing earns 20 points, once.');
  await quiz.getByRole('button', { name: 'Send my answers' }).click();
  await expect(quiz.getByRole('group', { name: /^1\. / })).toHaveAccessibleDescription('Error: Choose an answer.');
  for (const group of await quiz.getByRole('group', { name: /^\d\. / }).all()) await group.getByRole('radio').first().check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await quiz.getByRole('button', { name: 'Send my answers' }).click();

  await expect(remote.getByRole('heading', { level: 2, name: /^You scored \d out of 3$/ })).toBeVisible();
  await expect(remote.getByText('Finishing this quiz earned you 20 points. Your balance is now 20 points.')).toBeVisible();
  const explained = remote.getByRole('region', { name: 'Your answers, explained' }).getByRole('listitem');
  await expect(explained).toHaveCount(3);
  for (const answer of await explained.all()) await expect(answer).toContainText(/Your answer: .+ (Correct|Not quite)/);
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('20 points');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Again, in French: the new score is kept, no points are added.
  await page.goto('/fr/quiz/lavage-des-mains/');
  await expect(remote.getByRole('heading', { level: 2, name: /^Votre résultat\s: \d sur 3$/ })).toBeVisible();
  await remote.getByRole('button', { name: 'Refaire le quiz' }).click();
  const again = remote.getByRole('region', { name: 'Faire le quiz' });
  for (const group of await again.getByRole('group', { name: /^\d\. / }).all()) await group.getByRole('radio').last().check();
  await again.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(remote.getByText(/Vous aviez déjà obtenu les points de ce quiz/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('20 points');
  const api = await apiAsThePage(page);
  await expect(api.call('points')).resolves.toMatchObject({ pointsBalance: 20 });
  const quizCredits = (await api.call('history', { query: { transactionType: 'earn', isPagination: 'false' } })).MemberTransactions;
  expect(quizCredits.filter((entry) => entry.typeCode === 'QUIZ_COMPLETED')).toHaveLength(1);
});
