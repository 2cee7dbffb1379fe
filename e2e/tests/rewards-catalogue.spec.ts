import { expect, test } from '../support/member-fixture';

test('a visitor sees the real catalogue: three featured rewards, every kind, and what cannot be redeemed', async ({ page }) => {
  await page.goto('/rewards/');
  const rewards = page.locator('[data-mfe="rewards"]');
  const featured = rewards.getByRole('region', { name: 'Featured rewards' });
  await expect(featured.getByRole('listitem')).toHaveCount(3);
  for (const kind of ['Sweepstakes entries', 'Cause donations', 'Gift cards', 'Digital subscriptions', 'Local experiences']) {
    await expect(rewards.getByRole('region', { name: kind })).toBeVisible();
  }
  const giftCards = rewards.getByRole('region', { name: 'Gift cards' });
  await expect(giftCards.getByRole('listitem').filter({ hasText: '$20 Shoppers Drug Mart gift card' })).toContainText(
    'CURRENTLY UNAVAILABLE',
  );
  await expect(giftCards.getByRole('listitem').filter({ hasText: '$25 Indigo gift card' })).toContainText('Out of stock');
});

test('the French catalogue names and describes each reward in French', async ({ page }) => {
  await page.goto('/fr/recompenses/');
  const giftCards = page.getByRole('region', { name: 'Cartes-cadeaux' });
  await expect(giftCards.getByRole('heading', { name: 'Carte-cadeau Cineplex de 10 $' })).toBeVisible();
  await expect(giftCards.getByRole('listitem').filter({ hasText: 'Carte-cadeau Pharmaprix de 20 $' })).toContainText(
    'ACTUELLEMENT NON DISPONIBLE',
  );
  await expect(giftCards).toContainText('1 000 points');
});

test('an out-of-stock reward explains itself and offers nothing to redeem', async ({ page }) => {
  await page.goto('/rewards/all/?type=gift-cards');
  await page.getByRole('button', { name: /^See details\W+\$25 Indigo gift card$/ }).click();
  const dialog = page.getByRole('dialog', { name: '$25 Indigo gift card' });
  await expect(dialog).toContainText('This reward is out of stock: everything we had has been redeemed.');
  await expect(dialog.getByRole('button', { name: /Sign in|Continue/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/rewards\/all\/\?type=gift-cards$/);
});

test('all rewards: the URL keeps the filters, and an empty result says so', async ({ page }) => {
  await page.goto('/rewards/all/');
  await expect(page.getByText('15 rewards')).toBeVisible();
  await page.getByLabel('Kind of reward').selectOption({ label: 'Local experiences' });
  await page.getByLabel('Sort by').selectOption({ label: 'Cost: lowest first' });
  await expect(page).toHaveURL(/\?type=experiences&sort=cost-low$/);
  const names = page.getByRole('list', { name: 'Rewards found' }).getByRole('heading');
  await expect(names).toHaveText(['Montréal Biodôme admission for two', 'Royal Ontario Museum family pass']);

  await page.reload();
  await expect(names).toHaveText(['Montréal Biodôme admission for two', 'Royal Ontario Museum family pass']);
  await page.getByRole('searchbox', { name: 'Search rewards' }).fill('dinosaurs');
  await expect(names).toHaveText(['Royal Ontario Museum family pass']);
  await expect(page).toHaveURL(/q=dinosaurs/);
  await page.getByRole('searchbox', { name: 'Search rewards' }).fill('snowmobile');
  await expect(page.getByRole('heading', { name: 'No reward matches your search' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(page.getByText('15 rewards')).toBeVisible();
  await expect(page).toHaveURL(/\/rewards\/all\/$/);
});
