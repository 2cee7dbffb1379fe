import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { drawWinner, grantGoodwillPoints, solveSkillTestingQuestion } from '../support/rewards';

test('a member enters a sweepstakes, is drawn, answers the skill-testing question and claims the prize', async ({ page }) => {
  await signedInAsANewMember(page, 'Robin', { confirmed: true });
  await grantGoodwillPoints(page, 200);

  await page.goto('/rewards/sweepstakes-entry/');
  const cash = page.getByRole('region', { name: 'Win $5,000 cash' });
  await expect(cash).toContainText('$5,000 cash, paid by bank transfer');
  await expect(cash).toContainText('Legal residents of Alberta,');
  await expect(cash).toContainText('(Eastern Time)');
  await cash.getByRole('button', { name: 'Enter: Win $5,000 cash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Win $5,000 cash' });
  await dialog.getByLabel('Quantity').fill('3');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: /^Confirm: use 150\spoints$/ }).click();
  await expect(dialog.getByText('Your 3 entries are in the draw. Good luck!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(cash).toContainText('3 entries bought with points');

  const question = await drawWinner(page, 'SWP-CASH-5000');
  await page.reload();
  await expect(cash.getByRole('heading', { name: 'You were drawn!' })).toBeVisible();
  await cash.getByLabel(`What is ${question}?`).fill(String(solveSkillTestingQuestion(question)));
  await cash.getByRole('button', { name: 'Submit my answer' }).click();
  await expect(cash.getByText(/Correct: your prize is claimed/)).toBeVisible();
  await expect(cash).toContainText('No entries bought with points');
});
