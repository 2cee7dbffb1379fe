import { accountApp, seedHistory } from '../support/account';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';

test('the points history filters issued rewards by the spec’s rules and pages through seeded data (English)', async ({ page }) => {
  await signedInAsANewMember(page, 'Jordan');
  await seedHistory(page);
  await page.goto('/my-account/points-history/');
  const app = accountApp(page);

  const rewards = app.getByRole('region', { name: 'Your rewards' });
  await expect(rewards.getByRole('heading', { level: 4 })).toHaveText([/WWF/, /WWF/, /Tim Hortons/]);
  // Kept: the pledge, the approved donation and gift card. Hidden: the refunded Indigo card and the zero-point donation.
  await expect(rewards).not.toContainText('Indigo');
  await expect(rewards).not.toContainText('period poverty');
  await expect(rewards.getByText(/Your pledge/)).toBeVisible();
  const refund = app.getByRole('table', { name: /Activity · Page 1 of 1/ }).getByRole('row', { name: /Refund: GC-INDIGO-25/ });
  await expect(refund.getByRole('cell').last()).toHaveText('+2,500');

  await rewards.getByRole('button', { name: 'Send the email again' }).click();
  await expect(rewards.getByText(/We sent the email again/)).toBeVisible();

  await app.getByRole('combobox', { name: 'Show' }).selectOption('earn');
  await expect(page).toHaveURL(/\?type=earn$/);
  const table = app.getByRole('table', { name: /Activity · Page 1 of 2/ });
  await expect(table.getByRole('row')).toHaveCount(11);
  await app.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/type=earn&page=2$/);
  await expect(app.getByRole('table', { name: /Activity · Page 2 of 2/ }).getByRole('row')).toHaveCount(5);
  await page.goBack();
  await expect(app.getByRole('table', { name: /Page 1 of 2/ })).toBeVisible();
});

test('the points history and details in French', async ({ page }) => {
  await signedInAsANewMember(page, 'Noemie');
  await seedHistory(page);
  await page.goto('/fr/mon-compte/historique-des-points/?type=all');
  const app = accountApp(page);
  await expect(app.getByRole('combobox', { name: 'Afficher' })).toHaveValue('all');
  await expect(app.getByRole('table', { name: /Activité · Page 1 sur 2/ })).toContainText('Activité de démonstration');
  await expect(app.getByRole('region', { name: 'Vos récompenses' })).toContainText('Votre engagement');

  await page.goto('/fr/mon-compte/details');
  await expect(app.getByText('Solde de points')).toBeVisible();
  await expect(app.getByText('2 500 points').first()).toBeVisible();
});
