import { expectUsableAtEveryWidth } from '../support/accessibility';
import { confirmEmailThroughTheOutbox, expect, signedInAsANewMember, test } from '../support/member-fixture';
import { couponsApp } from '../support/coupons';

// Samples go to members in good standing (enrolled, email address confirmed), as points do: a
// member who has just joined is told on the samples page to confirm their address, with the
// link sent again on request and a way to their account; once confirmed, the message is gone.

test('a member who has not confirmed their email address is told to, and can have the link sent again', async ({ page }) => {
  const member = await signedInAsANewMember(page, 'Morgan');
  await page.goto('/samples');
  const app = couponsApp(page);
  const notice = app.getByRole('note').filter({ hasText: 'Confirm your email address to order samples' });

  await expect(notice).toContainText('We send samples to members who have confirmed their email address.');
  await expect(notice.getByRole('link', { name: 'See your email address in My account' })).toHaveAttribute('href', '/my-account');
  await notice.getByRole('button', { name: 'Send the confirmation link again' }).click();
  await expect(
    notice.getByRole('status').filter({ hasText: 'We sent the link again. No email after five minutes? Check your spam folder.' }),
  ).toBeVisible();
  await expectUsableAtEveryWidth(page);

  await confirmEmailThroughTheOutbox(page, member);
  await page.reload();
  await expect(app.getByRole('region', { name: 'Samples you can order' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('and in French', async ({ page }) => {
  await signedInAsANewMember(page, 'Morgan');
  await page.goto('/fr/echantillons');
  const notice = couponsApp(page).getByRole('note').filter({ hasText: 'Confirmez votre adresse courriel pour commander des échantillons' });

  await expect(notice).toContainText('Nous envoyons des échantillons aux membres qui ont confirmé leur adresse courriel.');
  await expect(notice.getByRole('link', { name: 'Voir votre adresse courriel dans Mon compte' })).toHaveAttribute('href', '/fr/mon-compte');
  await expect(notice.getByRole('button', { name: 'Renvoyer le lien de confirmation' })).toBeVisible();
});
