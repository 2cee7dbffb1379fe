import { asDevVisitor, injectFault } from '../support/dev-services';
import { expect, signedInAsANewMember, test, visitorContext } from '../support/member-fixture';
import { signUpThroughTheServices } from '../support/members';

test('a visitor on a member page goes home, signs in from the prompt and comes back to that page', async ({ browser }) => {
  // A member who has an account, signed in nowhere in this browser.
  const member = await signUpThroughTheServices();
  const context = await visitorContext(browser);
  const page = await context.newPage();
  await page.goto('/my-account/points-history/');
  await expect(page).toHaveURL(/\/$/);
  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  // The browser's modal dialog focuses its first control: the prompt offers Log in first.
  await expect(prompt.getByRole('button', { name: 'Log in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-account\/points-history\/$/);
  await expect(page.locator('[data-mfe="account"]').getByRole('heading', { level: 1, name: 'Points history' })).toBeVisible();
  await context.close();
});

test('a signed-in member who opens the login or signup page goes to the home page of their language', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/fr/connexion/');
  await expect(page).toHaveURL(/\/fr\/$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Morgan');
  await context.close();
});

test('?login opens the sign-in of the identity provider in the page’s language', async ({ page }) => {
  await page.goto('/fr/bons-rabais/?login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connectez-vous à Maple Rewards' })).toBeVisible();
});

test('a session past its expiry logs the member out', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  // Thirty minutes later: the token has less than 30 seconds left.
  await page.clock.install({ time: Date.now() + 30 * 60 * 1000 });
  await page.goto('/rewards/');
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('sessionToken'), localStorage.getItem('isLoggedIn')]))
    .toEqual([null, null]);
  await context.close();
});

test('a browser that blocks storage is told why it cannot sign in', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/help');
  await expect(page.locator('[data-mfe="campaigns"]')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'We can’t sign you in.' })).toBeVisible();
});

test('the first error code stays in the modal while more calls fail, until it is closed', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const visitor = await asDevVisitor(context);
  await injectFault(visitor, { path: 'user/profile', method: 'GET', status: 503, message: 'Service not available' });
  await injectFault(visitor, {
    path: 'user/transaction/memberInteractions',
    method: 'POST',
    status: 500,
    message: 'Internal server error',
  });
  const page = await context.newPage();
  await page.goto('/rewards/');
  const modal = page.getByRole('alertdialog', { name: 'OOPS! Something went wrong. Please try again.' });
  await expect(modal).toContainText(/Error code: 1\d{3}/);
  const firstCode = await modal.textContent();
  expect(firstCode).not.toContain('1275');
  // A second failing call (the home-screen credit) while the modal is open.
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('homeScreenInstall'))).toBe('pending');
  await expect(modal).toHaveText(firstCode ?? '');
  await context.close();
});

test('an API failure opens the error modal with its code', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const visitor = await asDevVisitor(context);
  await injectFault(visitor, { path: 'user/profile', method: 'GET', status: 500, message: 'Internal server error' });
  const page = await context.newPage();
  await page.goto('/fr/recompenses/');
  const modal = page.getByRole('alertdialog', { name: 'OUPS! Une erreur s’est produite. Veuillez réessayer.' });
  await expect(modal).toContainText('Code d’erreur : 1275');
  await modal.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(modal).toHaveCount(0);
  await context.close();
});

test('signing out in another tab leaves nothing of the member in the page’s query cache', async ({ browser }) => {
  const context = await visitorContext(browser);
  const first = await context.newPage();
  await signedInAsANewMember(first);
  await first.goto('/');
  const second = await context.newPage();
  await second.goto('/my-account/details');
  await expect(second.getByRole('navigation', { name: 'Your account' })).toContainText('0 points');
  const memberQueries = () =>
    second.evaluate(() => {
      const cache = (window as unknown as { __TANSTACK_QUERY_CLIENT__: { getQueryCache(): { getAll(): { queryKey: unknown[] }[] } } })
        .__TANSTACK_QUERY_CLIENT__;
      return cache
        .getQueryCache()
        .getAll()
        .filter((query) => JSON.stringify(query.queryKey).includes('consumerId":"')).length;
    });
  await expect.poll(memberQueries).toBeGreaterThan(0);

  await first.getByRole('button', { name: 'Log out' }).click();
  await expect(second.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(memberQueries).toBe(0);
  await expect(second.getByRole('navigation', { name: 'Your account' })).not.toContainText('points');
  await context.close();
});

test('a signed-in member on a campaign landing page loads no member data until they move on', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  const memberCalls: string[] = [];
  page.on(
    'request',
    (request) => /\/user\/(profile|reward\/points|transaction\/history)/.test(request.url()) && memberCalls.push(request.url()),
  );
  await page.goto('/learn-about-menopause');
  await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1 })).toBeVisible();
  // Every call the page makes has been made and answered: none of them was for the member's data.
  await page.waitForLoadState('networkidle');
  expect(memberCalls).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Morgan');
  expect(memberCalls.some((url) => url.endsWith('/user/profile'))).toBe(true);
  await context.close();
});
