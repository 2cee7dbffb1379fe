import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns } from '../support/campaigns';
import { asDevVisitor } from '../support/dev-services';
import { E2E_PORT } from '../support/environment';
import { expect, test, visitorContext } from '../support/member-fixture';

test('a visitor in Quebec reads the offer rules in French first, then in English, on either language’s page', async ({ page, context }) => {
  const response = await fetch(`http://localhost:${E2E_PORT + 10}/__dev/geo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      visitor: await asDevVisitor(context),
      answer: { country: 'CA', region: 'QC', latitude: 45.5, longitude: -73.57, proxy: false },
    }),
  });
  expect(response.ok).toBe(true);

  // The shell's one-time Quebec redirect brings the visitor to the French page first.
  await page.goto('/offer-rules');
  await expect(page).toHaveURL(/\/fr\/regles-de-offre$/);
  const rules = campaigns(page).getByRole('heading', {
    level: 2,
    name: /^(Maple Rewards offer rules|Règles des offres de Maple Rewards)$/,
  });
  await expect(rules).toHaveText(['Règles des offres de Maple Rewards', 'Maple Rewards offer rules']);
  await expect(campaigns(page).locator('[lang="en-CA"]')).toContainText('Maple Rewards offer rules');

  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(campaigns(page).getByRole('note')).toContainText('You seem to be in Quebec');
  await expect(rules).toHaveText(['Règles des offres de Maple Rewards', 'Maple Rewards offer rules']);
  await expectUsableAtEveryWidth(page);
});

test('elsewhere in Canada the offer rules are in the page’s language only', async ({ page }) => {
  const rules = campaigns(page).getByRole('heading', {
    level: 2,
    name: /^(Maple Rewards offer rules|Règles des offres de Maple Rewards)$/,
  });
  await page.goto('/offer-rules');
  await expect(rules).toHaveText(['Maple Rewards offer rules']);
  await expect(campaigns(page).getByRole('note')).toHaveCount(0);
  await page.goto('/fr/regles-de-offre');
  await expect(rules).toHaveText(['Règles des offres de Maple Rewards']);
  await expectUsableAtEveryWidth(page);
});

const signedInPages = [
  ['/good-news/?article=period-products-schools', '1.2 million period products delivered to schools'],
  ['/fr/articles/', 'Articles'],
  ['/about', 'About Maple Rewards'],
  ['/fr/aide', 'Aide'],
  ['/chat', 'Chat with us'],
  ['/fr/regles-de-offre', 'Règles de l’offre'],
  ['/sitemap', 'Sitemap'],
  ['/fr/causes/', 'Nos causes'],
] as const;

// One page per test: a walk over all of them outlasts the timeout on a busy machine.
for (const [path, title] of signedInPages) {
  test(`the content page ${path} is usable signed in too`, async ({ browser, memberState }) => {
    const context = await visitorContext(browser, memberState);
    const page = await context.newPage();
    await page.goto(path);
    await expect(campaigns(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectUsableAtEveryWidth(page);
    await context.close();
  });
}
