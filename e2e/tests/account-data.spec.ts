import fs from 'node:fs';
import { accountApp } from '../support/account';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { apiAsThePage } from '../support/members';

test('a member downloads their data, then deletes their account and is signed out (English)', async ({ page }) => {
  const member = await signedInAsANewMember(page, 'Sasha');
  await page.goto('/my-account');
  const data = accountApp(page).getByRole('region', { name: 'Your data' });

  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^maple-rewards-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    profile: { ids: { email: string } };
    messages: unknown[];
  };
  expect(exported.profile.ids.email).toBe(member.email);
  expect(exported.messages).toHaveLength(2);

  const api = await apiAsThePage(page);
  await data.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your Maple Rewards account was deleted and you are signed out.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(api.call('getProfile')).rejects.toMatchObject({ status: 401 });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a member who keeps their account deletes nothing (French)', async ({ page }) => {
  await signedInAsANewMember(page, 'Theo');
  await page.goto('/fr/mon-compte');
  await accountApp(page).getByRole('button', { name: 'Supprimer mon compte' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer votre compte pour de bon?' })
    .getByRole('button', { name: 'Garder mon compte' })
    .click();
  expect((await (await apiAsThePage(page)).call('getProfile')).optedOutUser).toBe(false);
});
