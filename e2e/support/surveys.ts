import type { Locale } from '@maple/contracts';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './environment';
import { confirmEmailThroughTheOutbox, signUpThroughTheSite } from './member-fixture';
import { newMember } from './members';

/** The words of the survey runner a journey clicks, in each language. */
export const RUNNER_WORDS = {
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

/**
 * A new member, signed up through the site's header in the page's language, whose email is
 * confirmed (earning waits for it).
 */
export async function signUpToEarn(page: Page, firstName = 'Robin') {
  const member = newMember(firstName);
  if (new URL(page.url()).pathname.startsWith('/fr')) {
    await page.getByRole('banner').getByRole('button', { name: 'S’inscrire' }).click();
    await page.getByLabel('Courriel').fill(member.email);
    await page.getByLabel('Mot de passe').fill(member.password);
    await page.getByLabel('Prénom').fill(member.firstName);
    await page.getByLabel('Nom de famille').fill(member.lastName);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByRole('navigation', { name: 'Votre compte' }).getByText(`Bonjour, ${member.firstName}`).waitFor();
  } else {
    await signUpThroughTheSite(page, member);
  }
  await confirmEmailThroughTheOutbox(page, member);
  return member;
}

/** Answers the question on screen with its first choice (or a few words for a text question). */
export async function answerTheQuestion(page: Page) {
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

/** Accepts all cookies from the survey page's own notice (the page reloads with the choice). */
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
