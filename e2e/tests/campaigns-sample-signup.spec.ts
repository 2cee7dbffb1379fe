import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns } from '../support/campaigns';
import { expect, test } from '../support/member-fixture';

// The fabric-care sample signup orders its sample through mfe-coupons' `sample-order` parcel.
// When no remote offers it (or it cannot load), the page says where else to order, in the
// visitor's language. The composition is served without any parcel here, so this holds
// whatever the deployed coupons remote offers.
test.beforeEach(async ({ page }) => {
  await page.route('**/composition.json', async (route) => {
    const response = await route.fetch();
    const composition = (await response.json()) as { remotes: { parcels?: unknown[] }[] };
    for (const remote of composition.remotes) remote.parcels = [];
    await route.fulfill({ response, json: composition });
  });
});

test('without the sample order form, the page sends the visitor to the Free samples page, in English', async ({ page }) => {
  await page.goto('/signup/downy-unstopables-sample/');
  const order = campaigns(page).getByRole('region', { name: 'Order your free sample' });
  await expect(order.getByRole('note')).toContainText('The sample order form cannot be shown right now.');
  await order.getByRole('link', { name: 'Free samples' }).click();
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1, name: 'Free samples' })).toBeVisible();
});

test('and in French', async ({ page }) => {
  await page.goto('/fr/inscrivez-vous/echantillon-downy-unstopables/');
  const order = campaigns(page).getByRole('region', { name: 'Commandez votre échantillon gratuit' });
  await expect(order.getByRole('note')).toContainText('Le formulaire de commande ne peut pas être affiché pour le moment.');
  await expect(order.getByRole('link', { name: 'Échantillons gratuits' })).toHaveAttribute('href', '/fr/echantillons');
  await expectUsableAtEveryWidth(page);
});
