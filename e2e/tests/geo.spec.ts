import { asDevVisitor } from '../support/dev-services';
import { E2E_PORT } from '../support/environment';
import { expect, test } from '../support/member-fixture';

async function setGeo(
  visitor: string,
  answer: { country: string; region: string | null; latitude: number | null; longitude: number | null; proxy: boolean },
) {
  const response = await fetch(`http://localhost:${E2E_PORT + 10}/__dev/geo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ visitor, answer }),
  });
  expect(response.ok).toBe(true);
}

test('a visitor outside Canada is told the programme is only for Canada, and leaves for the company’s page', async ({ page, context }) => {
  await setGeo(await asDevVisitor(context), { country: 'US', region: 'NY', latitude: 40.71, longitude: -74.0, proxy: false });
  await page.goto('/fr/recompenses/');
  const modal = page.getByRole('alertdialog', { name: 'Nous sommes désolés!' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/\/fr\/notre-entreprise$/);
  // The company's page is for everyone: it explains who runs the programme, with no dialog in the way.
  await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1, name: 'Notre entreprise' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a visitor behind a VPN is asked, in French on French pages, to turn it off', async ({ page, context }) => {
  await setGeo(await asDevVisitor(context), { country: 'CA', region: 'ON', latitude: 43.65, longitude: -79.38, proxy: true });
  await page.goto('/fr/aide');
  await expect(page.getByRole('alertdialog', { name: 'Veuillez désactiver votre RPV' })).toBeVisible();
});

test('a first-time visitor in Quebec on an English page goes to French once, and may switch back and stay', async ({ page, context }) => {
  await setGeo(await asDevVisitor(context), { country: 'CA', region: 'QC', latitude: 45.5, longitude: -73.57, proxy: false });
  await page.goto('/rewards/all/');
  await expect(page).toHaveURL(/\/fr\/recompenses\/toutes\/$/);
  await expect(page.locator('[data-mfe="rewards"]').getByRole('heading', { level: 1, name: 'Toutes les récompenses' })).toBeVisible();

  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/rewards\/all\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'All rewards' })).toBeVisible();
  await expect(page).toHaveURL(/\/rewards\/all\/$/);
});

test('when the geo service fails the visitor is let in', async ({ page }) => {
  await page.route(`http://localhost:${E2E_PORT + 10}/api/v1/ca/geo`, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/coupons/');
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
