import type { Page } from '@playwright/test';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { acceptAllCookiesFromTheSurveyPage, surveysRemote } from '../support/surveys';

/**
 * Presses Tab until the focused element matches, as a keyboard user would (at most 40
 * presses). `matches` runs in the page: it may use nothing from outside itself.
 */
async function tabTo(page: Page, matches: (element: Element) => boolean, description: string) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluateHandle(() => document.activeElement ?? document.body);
    if (await focused.evaluate(matches)) return;
  }
  throw new Error(`Tab never reached ${description}`);
}

const isChoice = (element: Element) => element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');

test('a member takes a survey with the keyboard alone', async ({ page }) => {
  await signedInAsANewMember(page, 'Kay', { confirmed: true });
  await page.goto('/survey/?survey=1283');
  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');
  const remote = surveysRemote(page);
  await expect(remote.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();

  await tabTo(page, isChoice, 'the first answer');
  await page.keyboard.press('Space');
  await tabTo(page, (element) => element.textContent?.trim() === 'Next question', 'Next question');
  await page.keyboard.press('Enter');
  await expect(remote.getByRole('heading', { name: 'Question 2 of 3' })).toBeFocused();

  await tabTo(page, isChoice, 'the first answer');
  await page.keyboard.press('ArrowDown');
  await expect(remote.getByRole('radio', { name: 'Every other day' })).toBeChecked();
  await tabTo(page, (element) => element.textContent?.trim() === 'Next question', 'Next question');
  await page.keyboard.press('Enter');
  await expect(remote.getByRole('heading', { name: 'Question 3 of 3' })).toBeFocused();

  await tabTo(page, (element) => element instanceof HTMLTextAreaElement, 'the text answer');
  await page.keyboard.type('Less shampoo works.');
  await tabTo(page, (element) => element.textContent?.trim() === 'Finish the survey', 'Finish the survey');
  await page.keyboard.press('Enter');

  await expect(remote.getByText('Thank you! You completed “Hair care habits”')).toBeFocused();
});

test('en français, un membre fait un quiz au clavier seulement', async ({ page }) => {
  await signedInAsANewMember(page, 'Clavier', { confirmed: true });
  await page.goto('/fr/quiz/generosite/');
  const remote = surveysRemote(page);
  await expect(remote.getByRole('button', { name: 'Envoyer mes réponses' })).toBeVisible();

  for (let question = 0; question < 3; question++) {
    await tabTo(
      page,
      (element) => element instanceof HTMLInputElement && element.type === 'radio' && !element.checked,
      'the next question',
    );
    await page.keyboard.press('Space');
  }
  await tabTo(page, (element) => element.textContent?.trim() === 'Envoyer mes réponses', 'Envoyer mes réponses');
  await page.keyboard.press('Enter');

  await expect(remote.getByText(/^Votre résultat\s: \d sur 3$/)).toBeFocused();
  await tabTo(page, (element) => element.textContent?.trim() === 'Refaire le quiz', 'Refaire le quiz');
  await page.keyboard.press('Enter');
  await expect(remote.getByRole('button', { name: 'Envoyer mes réponses' })).toBeVisible();
});
