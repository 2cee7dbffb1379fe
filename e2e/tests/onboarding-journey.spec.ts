import type { Locale } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { accessibilityViolations, headerRows } from '../support/accessibility';
import { E2E_PORT } from '../support/environment';
import { confirmEmailThroughTheOutbox, expect, signedInAsANewMember, test } from '../support/member-fixture';
import { apiAs, apiAsThePage } from '../support/members';
import { acceptAllCookiesFromTheSurveyPage, answerThroughTheServices, finishTheSurvey, surveysRemote } from '../support/surveys';

// Issue 20, item 5 (the member joins through the services: signing up through the pages is
// sign-up-and-sign-in.spec.ts's journey): a new member is told first to confirm their email address (with a resend),
// on the first screen, over the page's foot; no credit the API would refuse is sent; the tasks page's Go opens
// the step's own survey; the end screen's balance includes the step's bonus. The tracker near
// the top: account-onboarding-tracker.spec.ts.

const WORDS = {
  'en-CA': {
    home: '/',
    tasks: '/rewards/action-oriented-reward-tasks',
    account: 'Your account',
    welcome: (name: string) => `Welcome to Maple Rewards, ${name}!`,
    confirmFirst: 'First, confirm your email address',
    resend: 'Send the confirmation email again',
    resent: 'We sent it again. It can take a few minutes to arrive.',
    steps: 'Get started in three steps',
    goStepOne: /^Go\s?:\s?Step 1\s?:\s?tell us about you$/,
    survey: '/survey/?survey=1275',
    stepDone: 'Onboarding step 1 of 3 is done.',
    bonus: /Finishing this step earned you 10\spoints more\./,
    balance: /^Your balance is now 65\spoints\.$/,
  },
  'fr-CA': {
    home: '/fr/',
    tasks: '/fr/recompenses/action-oriented-reward-tasks',
    account: 'Votre compte',
    welcome: (name: string) => `Bienvenue chez Maple Rewards, ${name}!`,
    confirmFirst: 'D’abord, confirmez votre adresse courriel',
    resend: 'Envoyer le courriel de confirmation de nouveau',
    resent: 'Nous l’avons envoyé de nouveau. Il peut prendre quelques minutes à arriver.',
    steps: 'Commencez en trois étapes',
    goStepOne: /^Y aller\s?:\s?Étape 1\s?:\s?parlez-nous de vous$/,
    survey: '/fr/sondage/?survey=1275',
    stepDone: 'L’étape d’accueil 1 sur 3 est terminée.',
    bonus: /Terminer cette étape vous a rapporté 10\spoints de plus\./,
    balance: /^Votre solde est maintenant de 65\spoints\.$/,
  },
} as const satisfies Record<Locale, unknown>;

const identityOrigin = `http://localhost:${E2E_PORT + 11}`;
const apiPort = String(E2E_PORT + 10);

/** The confirmation emails the identity provider "sent" to an address (its dev outbox). */
async function confirmationEmails(email: string): Promise<number> {
  const response = await fetch(`${identityOrigin}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { link: string | null }[];
  return messages.filter((message) => message.link?.includes('/verify-email/')).length;
}

/**
 * Every answer of the consumer API the page got that refused a call (4xx), and every console
 * error a refused call writes (`… status of 403 (Forbidden)`).
 */
function watchForRefusals(page: Page) {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === apiPort && response.status() >= 400 && response.status() < 500) {
      refused.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /status of 4\d\d/.test(message.text()) && message.location().url.includes(`:${apiPort}/`)) {
      refused.push(`console: ${message.text()}`);
    }
  });
  return refused;
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  const words = WORDS[locale];
  const firstName = locale === 'en-CA' ? 'Avery' : 'Inès';

  test(`${locale}: a new member is told first, on the first screen, to confirm their email address, and can have it sent again`, async ({
    page,
  }) => {
    const member = await signedInAsANewMember(page, firstName);
    await page.goto(words.home);

    const welcome = page.getByRole('complementary', { name: words.welcome(member.firstName) });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(words.confirmFirst);
    await expect(welcome).toContainText(`${member.email.charAt(0)}${'*'.repeat(member.email.indexOf('@') - 1)}@`);
    // At once, on the first screen, over the page's foot: nothing on the page moved for it.
    await expect(welcome).toBeInViewport();
    await welcome.getByRole('button', { name: words.resend }).click();
    await expect(welcome.getByText(words.resent)).toBeVisible();
    await expect.poll(() => confirmationEmails(member.email)).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);

    // On a phone it takes a third of the screen at most, its buttons in view, under a header of two rows.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.screenshot({ path: test.info().outputPath(`welcome-${locale}-360.png`) });
    expect((await welcome.boundingBox())?.height).toBeLessThanOrEqual(640 / 3);
    await expect(welcome.getByRole('button', { name: words.resend })).toBeInViewport();
    expect(await headerRows(page)).toBe(2);
  });

  test(`${locale}: an unconfirmed member's pages send no credit the API would refuse; once confirmed, the welcome goes and the day's sign-in is credited`, async ({
    page,
  }) => {
    const member = await signedInAsANewMember(page, firstName);
    const refused = watchForRefusals(page);
    await page.goto(words.tasks);
    await expect(page.getByRole('region', { name: words.steps })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Confirmed from the email, back to the tab.
    await confirmEmailThroughTheOutbox(page, member);
    // As a browser says a tab is shown again (the event bubbles from the document to the window).
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(page.getByRole('complementary', { name: words.welcome(member.firstName) })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: words.account })).toContainText(/(^|\D)5\spoints/);
    expect(refused).toEqual([]);
  });

  test(`${locale}: the first step's Go opens its own survey, whose end screen's balance includes the step's bonus`, async ({ page }) => {
    const member = await signedInAsANewMember(page, firstName, { confirmed: true });
    // Answered on another day but the last question: the survey resumes there, and is finished on the page.
    await answerThroughTheServices(apiAs(member), '1275', { allButTheLast: true });
    await page.goto(words.tasks);
    // The rewards pages send the day's sign-in; leaving before it is credited would leave 5 points for the next visit.
    await expect(page.getByRole('navigation', { name: words.account })).toContainText(/(^|\D)5\spoints/);

    await page.getByRole('region', { name: words.steps }).getByRole('link', { name: words.goStepOne }).click();
    await expect(page).toHaveURL(words.survey);
    await acceptAllCookiesFromTheSurveyPage(page, locale);
    await finishTheSurvey(page, locale);
    const remote = surveysRemote(page);
    await expect(remote.getByText(words.stepDone)).toBeVisible();
    await expect(remote.getByText(words.bonus)).toBeVisible();
    // 5 for signing in, 50 for the survey, 10 for the step: the balance says all of it, as the API does.
    await expect(remote.getByText(words.balance)).toBeVisible();
    expect((await (await apiAsThePage(page)).call('points')).pointsBalance).toBe(65);
  });
}
