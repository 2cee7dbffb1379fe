import { accountApp } from '../support/account';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { apiAsThePage } from '../support/members';

test('a member edits their profile: bad input is refused in place and nothing is saved, good input is saved (English)', async ({
  page,
}) => {
  await signedInAsANewMember(page, 'Avery');
  await page.goto('/my-account');
  const app = accountApp(page);
  await expect(app.getByText(/^a\*{13}@\*{7}\.\*{2}$/)).toBeVisible();
  await app.getByRole('button', { name: 'Edit my details' }).click();

  // Under 18 on the month boundary: born next month, 18 years ago.
  const now = new Date();
  const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  await app.getByRole('radio', { name: 'Non-binary' }).check();
  await app.getByRole('combobox', { name: 'Day' }).selectOption('1');
  await app.getByRole('combobox', { name: 'Month' }).selectOption(String(nextMonth.getMonth() + 1));
  await app.getByRole('combobox', { name: 'Year' }).selectOption(String(nextMonth.getFullYear() - 18));
  await app.getByRole('button', { name: 'Save my details' }).click();
  const summary = app.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toContainText('You must be 18 or older to be a member.');
  await expect(summary).toBeFocused();
  const api = await apiAsThePage(page);
  expect((await api.call('getProfile')).traits).toMatchObject({ birthDate: null, gender: null });

  await app.getByRole('combobox', { name: 'Year' }).selectOption('1988');
  await app.getByRole('radio', { name: 'I’d rather not say' }).check();
  await app.getByRole('checkbox', { name: 'First Peoples' }).check();
  await app.getByRole('checkbox', { name: 'French' }).check();
  await app.getByRole('button', { name: 'Save my details' }).click();
  await expect(app.getByText('Your details are saved.')).toBeVisible();
  await expect(app.getByText('I’d rather not say')).toBeVisible();
  expect((await api.call('getProfile')).traits).toMatchObject({
    birthDate: `1988-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-01`,
    gender: 'R',
    traitEthnicityCulture: 'French,First Peoples',
  });
});

test('a member chooses what we may send them, one purpose at a time, nothing ticked in advance (French)', async ({ page }) => {
  await signedInAsANewMember(page, 'Chloe');
  await page.goto('/fr/mon-compte');
  const consents = accountApp(page).getByRole('region', { name: 'Ce que nous pouvons vous envoyer' });
  const boxes = consents.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();

  await consents.getByRole('checkbox', { name: /sondages rémunérés/ }).check();
  await consents.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(consents.getByText('Vos choix sont enregistrés.')).toBeVisible();
  expect((await (await apiAsThePage(page)).call('getProfile')).opts).toEqual([
    { id: 'email-offers', optedIn: false },
    { id: 'partner-offers', optedIn: false },
    { id: 'research-invitations', optedIn: true },
  ]);
});
