import { expect, type Locator, type Page, test } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';

// The UI kit in a real browser, on its gallery (ui-kit/gallery): what jsdom cannot show.

const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? -1;
const holdsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [360, 1280]) {
  test(`skeletons take exactly the space of what they stand for at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const skeletons = page.getByTestId('skeletons');
    const loaded = page.getByTestId('loaded');
    const [pageSkeleton, cardsSkeleton] = [skeletons.locator('[aria-busy="true"]').nth(0), skeletons.locator('[aria-busy="true"]').nth(1)];

    // The page's title and two-line intro, and the page skeleton.
    expect(await height(pageSkeleton)).toBeCloseTo(await height(loaded.getByTestId('page-top')), 0);
    // Two cards with a one-line heading and two lines of text, and their skeleton.
    expect(await height(cardsSkeleton)).toBeCloseTo(await height(loaded.getByRole('list')), 0);
    const realCards = loaded.getByRole('listitem');
    const skeletonCards = cardsSkeleton.locator('[aria-hidden="true"] > div > div');
    await expect(skeletonCards).toHaveCount(2);
    for (const index of [0, 1]) {
      expect(await height(skeletonCards.nth(index))).toBeCloseTo(await height(realCards.nth(index)), 0);
    }
    // Announced once each, hidden shapes.
    await expect(skeletons.getByRole('status')).toHaveText(['Loading…', 'Loading…']);
  });
}

test('the dialog opens as a modal: focus inside, the page behind out of reach, Escape closes it and focus goes back', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Show the gift card' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'A $25 gift card' });
  await expect(dialog).toBeVisible();
  expect(await holdsFocus(dialog)).toBe(true);
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    // The page behind is inert: focus is in the dialog, or has left the page for the browser's own controls.
    expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  // Opened with showModal(): the browser, not our code, makes the rest of the page inert.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  // A press on a button behind it reaches nothing: no second dialog opens.
  await page.getByRole('button', { name: 'Redeem 2,500 points' }).click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a dialog its owner stops rendering gives focus back to what opened it', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Show an error' });
  await opener.click();
  const alert = page.getByRole('alertdialog', { name: 'This did not work' });
  await expect(alert).toBeVisible();
  expect(await holdsFocus(alert)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the confirm dialog starts on Cancel, so Enter does not redeem by accident, and Escape cancels too', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Redeem 2,500 points' });
  const dialog = page.getByRole('dialog', { name: 'Redeem 2,500 points for this gift card?' });
  const redeemed = page.getByRole('status').filter({ hasText: 'You redeemed 2,500 points.' });

  await opener.click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(redeemed).toHaveCount(0);

  await opener.click();
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(redeemed).toBeVisible();
});

test('the confirm dialog starts on Cancel and the × button closes it, in French', async ({ page }) => {
  await page.goto('/?lang=fr');
  const opener = page.getByRole('button', { name: 'Échanger 2 500 points' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /^Échanger 2 500 points contre cette carte-cadeau/ });
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a form sent with problems focuses its error summary, whose links lead to the fields', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Save my profile' }).click();
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Email address: Fill in this field.',
    'Password: Enter at least 8 characters.',
    'Postal code: Fill in this field.',
    'Province: Choose an answer.',
    'Gender: Choose an answer.',
    'Causes you support: Choose at least one answer.',
    'I accept the offer rules: Accept the offer rules to continue.',
  ]);
  await summary.getByRole('link', { name: /^Province/ }).click();
  await expect(page.getByRole('combobox', { name: 'Province' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Province' })).toHaveAttribute('aria-invalid', 'true');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('a server’s refusal shows on its field, after a busy button that cannot be pressed twice', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill('taken@example.com');
  await page.getByLabel('Password').fill('long enough');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('H2X 1Y4');
  await page.getByRole('combobox', { name: 'Province' }).selectOption('QC');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('checkbox', { name: 'Food banks' }).check();
  await page.getByRole('checkbox', { name: 'I accept the offer rules' }).check();
  // The gallery's stand-in for the API answers on a timer: hold its clock, so the busy state is
  // there to see however slow the machine, then let the answer come.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const save = page.getByRole('button', { name: 'Save my profile' });
  await save.click();
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Please wait…' })).toHaveCount(1);
  await page.clock.resume();

  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Email address: This email address already has an account.']);
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
    /Error: This email address already has an account\.$/,
  );
});

for (const [lang, width] of [
  ['en', 360],
  ['fr', 360],
  ['fr', 1280],
] as const) {
  test(`the gallery fits ${width} px in ${lang === 'en' ? 'English' : 'French'} and passes axe, a dialog open too`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/?lang=${lang}`);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: lang === 'en' ? 'Show the gift card' : 'Voir la carte-cadeau' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
