import { accountApp } from '../support/account';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { apiAsThePage } from '../support/members';

test('a member gives their delivery address: a postal code of another province is refused and nothing saved, then it is saved and read-only (French)', async ({
  page,
}) => {
  await signedInAsANewMember(page, 'Elodie');
  await page.goto('/fr/mon-compte');
  const address = accountApp(page).getByRole('region', { name: 'Adresse de livraison' });
  await address.getByRole('textbox', { name: 'Adresse municipale' }).fill('1200 rue Sainte-Catherine O');
  await address.getByRole('textbox', { name: 'Ville' }).fill('Montréal');
  await address.getByRole('combobox', { name: 'Province ou territoire' }).selectOption({ label: 'Québec' });
  await address.getByRole('textbox', { name: 'Code postal' }).fill('K1P 1J1');
  await address.getByRole('checkbox', { name: 'Je confirme que mes renseignements sont exacts' }).check();
  await address.getByRole('checkbox', { name: /J’accepte que Maple Rewards utilise mes renseignements/ }).check();
  await address.getByRole('button', { name: 'Enregistrer mon adresse' }).click();

  await expect(address.getByRole('group', { name: 'Il y a un problème' })).toContainText(
    'Ce code postal n’est pas au Québec : vérifiez le code postal ou la province.',
  );
  const api = await apiAsThePage(page);
  expect((await api.call('getProfile')).traits.addressLine1).toBeNull();

  await address.getByRole('textbox', { name: 'Code postal' }).fill('h3b 1k9');
  await address.getByRole('button', { name: 'Enregistrer mon adresse' }).click();
  await expect(address.getByText('Votre adresse de livraison est enregistrée.')).toBeVisible();
  await expect(address.getByText('H3B 1K9')).toBeVisible();
  await expect(address.getByRole('textbox')).toHaveCount(0);
  await expect(address).toContainText('ne peut plus être modifiée une fois envoyée');
  expect((await api.call('getProfile')).traits).toMatchObject({
    addressLine1: '1200 rue Sainte-Catherine O',
    addressLine2: null,
    postalAreaCode: 'H3B1K9',
    territoryName: 'QC',
  });
});

test('a member who does not agree keeps no address, and can come back to the form (English)', async ({ page }) => {
  await signedInAsANewMember(page, 'Dana');
  await page.goto('/my-account');
  const address = accountApp(page).getByRole('region', { name: 'Delivery address' });
  await address.getByRole('button', { name: 'I don’t agree' }).click();
  await expect(address).toContainText('Your address was not saved.');
  await address.getByRole('button', { name: 'Add my address' }).click();
  await expect(address.getByRole('textbox', { name: 'City' })).toBeVisible();
});
