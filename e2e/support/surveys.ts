import type { ConsumerApi, Locale, SurveyAnswer, SurveyQuestion } from '@maple/contracts';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './environment';

/** The words of the survey runner a journey clicks, in each language. */
const RUNNER_WORDS = {
  'en-CA': { next: 'Next question', finish: 'Finish the survey', later: 'Save and finish later', thanks: /^Thank you! You completed/ },
  'fr-CA': {
    next: 'Question suivante',
    finish: 'Terminer le sondage',
    later: 'Enregistrer et terminer plus tard',
    thanks: /^Merci! Vous avez rempli/,
  },
} as const satisfies Record<Locale, unknown>;

/** The surveys remote's part of the page. */
export const surveysRemote = (page: Page) => page.locator('[data-mfe="surveys"]');

/** Answers the question on screen with its first choice (or a few words for a text question). */
async function answerTheQuestion(page: Page) {
  const form = surveysRemote(page).locator('form');
  await form.locator('fieldset, textarea').first().waitFor();
  const choices = form.getByRole('radio').or(form.getByRole('checkbox'));
  if ((await choices.count()) > 0) await choices.first().check();
  else await form.getByRole('textbox').fill('Thank you');
}

/** Answers every question left of the survey on screen, then finishes it. */
export async function finishTheSurvey(page: Page, locale: Locale) {
  const words = RUNNER_WORDS[locale];
  const remote = surveysRemote(page);
  for (;;) {
    await answerTheQuestion(page);
    const finish = remote.getByRole('button', { name: words.finish });
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    const position = await remote.getByRole('heading', { level: 3 }).first().textContent();
    await remote.getByRole('button', { name: words.next }).click();
    await expect(remote.getByRole('heading', { level: 3 }).first()).not.toHaveText(position ?? '');
  }
  await expect(remote.getByRole('heading', { level: 2, name: words.thanks })).toBeVisible();
}

/** Accepts all cookies from the survey page's own notice: the shell records the choice, and the page follows without a reload. */
export async function acceptAllCookiesFromTheSurveyPage(page: Page, locale: Locale) {
  const name = locale === 'fr-CA' ? 'Accepter tous les témoins' : 'Accept all cookies';
  await surveysRemote(page).getByRole('button', { name }).click();
  await page.waitForFunction(() => localStorage.getItem('cookieConsent') === 'all');
  await expect(surveysRemote(page).getByRole('button', { name })).toHaveCount(0);
}

/** The consumer API, called the way a script outside the site would: the page's token, any body. */
export async function callTheApiDirectly(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
  const response = await fetch(`http://localhost:${E2E_PORT + 10}/api/v1/ca/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Ocp-Apim-Subscription-Key': 'local-dev-subscription-key',
      Origin: `http://localhost:${E2E_PORT}`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The first answer a question takes: its first option, the low end of its scale, or a few words. */
function firstAnswerTo(question: SurveyQuestion): SurveyAnswer {
  const { questionId } = question;
  switch (question.kind) {
    case 'single':
      return { questionId, kind: 'single', optionId: question.options[0]?.optionId ?? '' };
    case 'multiple':
      return { questionId, kind: 'multiple', optionIds: question.options.slice(0, 1).map((option) => option.optionId) };
    case 'scale':
      return { questionId, kind: 'scale', value: question.min };
    case 'text':
      return { questionId, kind: 'text', text: 'Thank you' };
  }
}

/**
 * Answers every question of survey `surveyId` and completes it through the consumer API, as the
 * survey runner does, for journeys that start after it. An onboarding step's own credit is left
 * for the site to claim, as it does on the member's next visit.
 */
export async function completeTheSurveyThroughTheServices(api: ConsumerApi, surveyId: string) {
  await answerThroughTheServices(api, surveyId, { allButTheLast: false });
  await api.call('completeSurvey', { params: { surveyId } });
}

/**
 * Records answers to the questions of survey `surveyId` through the consumer API, as a member
 * who answered on another day: all of them, or all but the last, so that the survey page
 * resumes at its last question.
 */
export async function answerThroughTheServices(api: ConsumerApi, surveyId: string, { allButTheLast }: { allButTheLast: boolean }) {
  const survey = await api.call('survey', { params: { surveyId } });
  const questions = allButTheLast ? survey.questions.slice(0, -1) : survey.questions;
  await api.call('saveSurveyAnswers', { params: { surveyId }, body: { answers: questions.map(firstAnswerTo) } });
}
