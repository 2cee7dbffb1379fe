import { expect, test } from '../support/member-fixture';
import { aNewMemberChooses, fillTheSampleOrder, unusedCivicNumber } from '../support/coupons';

// The delivery address follows the spec's rules (section 5, shared with the account's form
// through contracts): a postal code of the chosen province, both boxes ticked. Nothing is
// sent until it does, the form says what to fix, and what was typed stays.

test('an address that breaks the rules is not sent, and the form says what to fix', async ({ page }) => {
  const app = await aNewMemberChooses(page, 'en-CA', 'Olay Regenerist Micro-Sculpting Cream');
  const order = app.locator('#order');
  const street = `${unusedCivicNumber()} Rideau St`;
  await fillTheSampleOrder(page, 'en-CA', { line1: street, city: 'Ottawa', province: 'Quebec', postalCode: 'K1N 5Y3' });
  await order.getByLabel(/^I agree that Maple Rewards uses my details/).uncheck();
  await order.getByRole('button', { name: 'Order my sample' }).click();

  const summary = order.getByRole('group', { name: 'Your order can’t be sent yet' });
  await expect(summary).toContainText('This postal code is not in Quebec: check the postal code or the province.');
  await expect(summary).toContainText('Agree to the use of your details, or choose “I don’t agree”.');
  await expect(order.getByLabel('Street address')).toHaveValue(street);

  await order.getByLabel('Province or territory').selectOption({ label: 'Ontario' });
  await order.getByLabel(/^I agree that Maple Rewards uses my details/).check();
  await order.getByRole('button', { name: 'Order my sample' }).click();
  await expect(order.getByRole('status')).toContainText('1 sample ordered of 1');
});

test('“I don’t agree” sends nothing and keeps the sample and what was typed, in French', async ({ page }) => {
  const app = await aNewMemberChooses(page, 'fr-CA', 'Revitalisant intense Pantene Miracle Rescue');
  const order = app.locator('#order');
  await order.getByLabel('Code postal').fill('D1P 5K7');
  await order.getByRole('button', { name: 'Commander mon échantillon' }).click();
  await expect(order.getByRole('group', { name: 'Votre commande ne peut pas encore être envoyée' })).toContainText(
    'Vérifiez le code postal : Postes Canada n’utilise jamais les lettres D, F, I, O, Q ou U, ni W ou Z en premier.',
  );

  await order.getByRole('button', { name: 'Je n’accepte pas' }).click();
  await expect(order.getByText('Sans votre accord, nous ne pouvons pas envoyer d’échantillons.')).toBeVisible();
  await order.getByRole('button', { name: 'Revoir ma commande' }).click();
  await expect(order.getByLabel('Code postal')).toHaveValue('D1P 5K7');
  await expect(app.getByRole('region', { name: 'Vos commandes d’échantillons' })).toContainText(
    'Vous n’avez pas encore commandé d’échantillon',
  );
});
