import { accessibilityViolations, expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns } from '../support/campaigns';
import { expect, test, visitorContext } from '../support/member-fixture';

// What pointed to example.com is a page of the site (issue 20, item 6): the footer's "Our
// company", in both languages, for visitors and members.

test('the footer leads to the company’s page, in English and in French, and nowhere outside the site', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const link of await footer.getByRole('link').all()) expect(await link.getAttribute('href')).toMatch(/^\//);
  await footer.getByRole('link', { name: 'Our company' }).click();
  await expect(page).toHaveURL(/\/our-company$/);
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Our company' })).toBeVisible();
  await expect(campaigns(page).getByRole('heading', { level: 2, name: 'How the program is paid for' })).toBeVisible();
  await expect(page).toHaveTitle('Our company | Maple Rewards');
  await expectUsableAtEveryWidth(page);

  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/fr\/notre-entreprise$/);
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Notre entreprise' })).toBeVisible();
  await expect(campaigns(page).getByRole('heading', { level: 2, name: 'Vos renseignements personnels' })).toBeVisible();
});

test('a member reads it signed in, with nothing in the way', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/fr/notre-entreprise');
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Notre entreprise' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('Morgan');
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.close();
});
