import { expect, signedInAsANewMember, test, throughTheProviderLogout, visitorContext } from '../support/member-fixture';

// An automatic sign-out at the end of the 30-minute session (spec section 4) is said, not silent.

test('a member whose session ran out while away is told so when they come back, in French on French pages', async ({
  browser,
  memberState,
}) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + 30 * 60 * 1000 });
  await page.goto('/fr/recompenses/');
  const notices = page.getByRole('region', { name: 'Avis' });
  await expect(notices).toContainText('Votre session a pris fin après 30 minutes, pour protéger votre compte.');
  await expect(page.getByRole('navigation', { name: 'Votre compte' }).getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('session-ended-fr-CA-1280.png') });
  await notices.getByRole('button', { name: 'Fermer cet avis' }).click();
  await expect(notices).toHaveCount(0);
  await context.close();
});

test('a session that ends while the member reads says so, then again on the home page the provider’s logout returns to', async ({
  browser,
}) => {
  const context = await visitorContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install();
  await signedInAsANewMember(page);
  await page.goto('/coupons/');
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('points');

  // Thirty minutes later the token has 30 seconds left: the site signs the member out by itself.
  await page.clock.fastForward('30:00');
  const notice = page.getByRole('region', { name: 'Notices' });
  await expect(notice).toContainText('Your session ended after 30 minutes, to keep your account safe. Log in again to continue.');
  await page.clock.fastForward(3000);
  await throughTheProviderLogout(page, '/');
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText('Your session ended after 30 minutes');
  await page.screenshot({ path: test.info().outputPath('session-ended-en-CA-360.png') });
  // Said once: the next page load is quiet.
  await page.reload();
  await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await context.close();
});
