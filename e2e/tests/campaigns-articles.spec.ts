import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns, scrolledTo } from '../support/campaigns';
import { expect, test } from '../support/member-fixture';

test('a visitor opens a good-news article from the home page and goes on to its cause', async ({ page }) => {
  await page.goto('/');
  const news = await scrolledTo(campaigns(page).getByRole('region', { name: 'Latest good news' }));
  await news.getByRole('link', { name: '1.2 million period products delivered to schools' }).click();

  await expect(page).toHaveURL(/\/good-news\/\?article=period-products-schools$/);
  const article = campaigns(page).getByRole('article', { name: '1.2 million period products delivered to schools' });
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article).toContainText('students in 300 schools');
  await expect(article).toContainText(/September 12, 2026 · \d+ minutes? read/);
  await expectUsableAtEveryWidth(page);

  await article.getByRole('link', { name: 'About the cause: Always #EndPeriodPoverty' }).click();
  await expect(page).toHaveURL(/\/causes\/\?cause=epp$/);
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Always #EndPeriodPoverty' })).toBeVisible();
});

test('the articles page lists the guides, and a guide reads in French', async ({ page }) => {
  await page.goto('/fr/articles/');
  const guides = campaigns(page).getByRole('region', { name: 'Guides' });
  await guides.getByRole('link', { name: 'Pourquoi laver à l’eau froide, ça marche' }).click();

  await expect(page).toHaveURL(/\/fr\/articles\/\?article=wash-in-cold-water$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const article = campaigns(page).getByRole('article', { name: 'Pourquoi laver à l’eau froide, ça marche' });
  await expect(article).toContainText('Jusqu’à 90 %');
  await expect(article.getByRole('link', { name: 'Retour à Articles' })).toHaveAttribute('href', '/fr/articles/');
  await expectUsableAtEveryWidth(page);

  // The language switch keeps the article.
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Why washing in cold water works' })).toBeVisible();
});

test('an article that does not exist says so and leads back to the list', async ({ page }) => {
  await page.goto('/good-news/?article=no-such-story');

  await expect(campaigns(page).getByRole('heading', { level: 2, name: 'This article is not available' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await campaigns(page).getByRole('link', { name: 'Back to Good news' }).first().click();
  await expect(campaigns(page).getByRole('link', { name: 'Members helped restore 40 hectares of wetland' })).toBeVisible();
});
