import type { Locale } from '@maple/contracts';
import { accessibilityViolations } from '../support/accessibility';
import { asDevVisitor, injectFault } from '../support/dev-services';
import { expect, signedInAsANewMember, test, visitorContext } from '../support/member-fixture';

// Issue 20, item 4 (spec section 8): every failed call ends in something the member sees. A
// page that can recover in place says what failed, why and its code, with Try again (a network
// failure on the impact page); a call whose page has no place for it opens the error modal with
// its code; a credit the site sends for the member says so under the header, with its code.
// How each call is shown: docs/error-catalogue.md.

const WORDS = {
  'en-CA': {
    rewards: '/rewards/',
    impact: '/impact/',
    earn: '/earn-points/',
    notices: 'Notices',
    creditFailed: 'Your sign-in points for today could not be added just now (error code 1220). We will try again in a minute.',
    causesFailed: 'We could not load the causes',
    connection: 'We could not reach Maple Rewards: check your connection, then try again.',
    code: /Error code\s?:\s?1000/,
    tryAgain: 'Try again',
    yourCause: 'Your cause',
    oops: 'OOPS! Something went wrong. Please try again.',
    modalCode: /Error code\s?:\s?1270/,
  },
  'fr-CA': {
    rewards: '/fr/recompenses/',
    impact: '/fr/impact/',
    earn: '/fr/accumulez-des-points/',
    notices: 'Avis',
    creditFailed:
      'Vos points de connexion d’aujourd’hui n’ont pas pu être ajoutés pour l’instant (code d’erreur 1220). Nous réessaierons dans une minute.',
    causesFailed: 'Nous n’avons pas pu charger les causes',
    connection: /Nous n’avons pas pu joindre Maple Rewards\s?: vérifiez votre connexion, puis réessayez\./,
    code: /Code d’erreur\s?:\s?1000/,
    tryAgain: 'Réessayer',
    yourCause: 'Votre cause',
    oops: 'OUPS! Une erreur s’est produite. Veuillez réessayer.',
    modalCode: /Code d’erreur\s?:\s?1270/,
  },
} as const satisfies Record<Locale, unknown>;

for (const locale of ['en-CA', 'fr-CA'] as const) {
  const words = WORDS[locale];

  test(`${locale}: a credit the site sends for the member that fails is said under the header, with its code`, async ({
    page,
    context,
  }) => {
    // A member of the test's own: the day's sign-in credit is sent once, and the worker's
    // member may have taken it on another page already.
    await signedInAsANewMember(page, 'Robin', { confirmed: true });
    const visitor = await asDevVisitor(context);
    await injectFault(visitor, {
      path: 'user/transaction/memberInteractions',
      method: 'POST',
      status: 503,
      message: 'Service not available',
    });
    await page.goto(words.rewards);
    await expect(page.getByRole('region', { name: words.notices })).toContainText(words.creditFailed);
  });

  test(`${locale}: a page that cannot reach the API says so in place, why, with its code, and Try again recovers`, async ({
    browser,
    confirmedMemberState,
  }) => {
    const context = await visitorContext(browser, confirmedMemberState);
    const page = await context.newPage();
    await page.route('**/api/v1/ca/content/causes**', (route) => route.abort('internetdisconnected'));
    await page.goto(words.impact);
    const failure = page.locator('[data-mfe="rewards"]').getByRole('alert');
    await expect(failure).toContainText(words.causesFailed);
    await expect(failure).toContainText(words.connection);
    await expect(failure).toContainText(words.code);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.unroute('**/api/v1/ca/content/causes**');
    await failure.getByRole('button', { name: words.tryAgain }).click();
    await expect(page.getByRole('heading', { level: 2, name: words.yourCause, exact: true })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await context.close();
  });

  test(`${locale}: a call whose page has no place for its failure opens the error modal with its code`, async ({
    browser,
    confirmedMemberState,
  }) => {
    const context = await visitorContext(browser, confirmedMemberState);
    const visitor = await asDevVisitor(context);
    const page = await context.newPage();
    await injectFault(visitor, { path: 'content/quizzes', method: 'GET', status: 503, message: 'Service not available' });
    await page.goto(words.earn);
    const modal = page.getByRole('alertdialog', { name: words.oops });
    await expect(modal).toContainText(words.modalCode);
    // A modal dialog in the browser: the focus goes in, Tab never reaches the page behind it
    // (only the dialog or the browser's own controls), and Escape closes it.
    await expect.poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await modal.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await context.close();
  });
}
