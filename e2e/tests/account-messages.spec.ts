import { accountApp } from '../support/account';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';

test('opening a message marks it read, and the header’s unread count follows (English, then French)', async ({ page }) => {
  await signedInAsANewMember(page, 'Kai');
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Your account' });
  await expect(header.getByRole('link', { name: /^Messages\s*,\s*2 unread messages$/ })).toBeVisible();

  await header.getByRole('link', { name: /Messages/ }).click();
  const app = accountApp(page);
  await expect(app.getByText('2 messages, 2 unread.')).toBeVisible();
  await app.getByText('Welcome to Maple Rewards!').click();
  await expect(app.getByText(/Thanks for joining/)).toBeVisible();
  await expect(app.getByText('2 messages, 1 unread.')).toBeVisible();
  await expect(header.getByRole('link', { name: /^Messages\s*,\s*1 unread message$/ })).toBeVisible();

  await page.goto('/fr/mes-messages');
  await expect(app.getByText('2 messages, 1 non lu.')).toBeVisible();
  await app.getByText('Obtenez vos 150 premiers points').click();
  await expect(app.getByText('2 messages, tous lus.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Votre compte' }).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await page.reload();
  await expect(app.getByText('2 messages, tous lus.')).toBeVisible();
});
