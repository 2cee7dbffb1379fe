import type { Page } from '@playwright/test';
import { E2E_PORT } from '../support/environment';
import { completeSignUpForm, expect, test } from '../support/member-fixture';
import { newMember } from '../support/members';

test('an open redirect through the path (//evil.example/x then Sign up) lands on the site', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}//evil.example/x`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  await completeSignUpForm(page, newMember('Riley'));
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Riley');
  expect(new URL(page.url()).origin).toBe(`http://localhost:${E2E_PORT}`);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('another site cannot frame the site', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => /frame-ancestors|Refused to (display|frame)/i.test(message.text()) && refused.push(message.text()));
  await page.setContent(`<iframe title="framed" src="http://localhost:${E2E_PORT}/"></iframe>`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(
    await framed
      ?.locator('body')
      .textContent()
      .catch(() => ''),
  ).not.toContain('Maple Rewards');
});

test('the page allows no inline script and names where scripts and calls may go', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'( http:\/\/localhost:\d+)+;/);
  expect(policy).not.toContain('unsafe-inline');
  expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  const violations: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a forged sign-in callback leaves no auth code or state in the monitoring log', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('auth0State', 'stored-state-value');
    localStorage.setItem('auth0CodeVerifier', 'v'.repeat(43));
  });
  await page.goto('/auth/callback?code=stolen-code-123&state=forged-state-value');
  await expect(page.getByRole('alert')).toContainText('We could not sign you in.');
  const monitoring = logged.filter((text) => text.startsWith('[monitoring]'));
  expect(monitoring.length).toBeGreaterThan(0);
  expect(monitoring.join('\n')).not.toMatch(/stolen-code-123|forged-state-value|stored-state-value/);
});

/** The site's configuration as deployed, but with `apiTimeoutMs`: how long a call may take before it is tried again. */
async function withApiTimeout(page: Page, apiTimeoutMs: number) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), apiTimeoutMs } });
  });
}

test('a slow profile call shows the member is being signed back in and that the site is still working, until it answers', async ({
  browser,
  memberState,
}) => {
  const context = await browser.newContext({ storageState: memberState });
  const page = await context.newPage();
  // Longer than the test: the call is slow, not abandoned.
  await withApiTimeout(page, 60_000);
  // The profile's answer is held until the page has shown both states.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/ca/user/profile', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto(`http://localhost:${E2E_PORT}/help`);
  const account = page.getByRole('navigation', { name: 'Your account' });
  await expect(account.getByRole('status')).toHaveText('Signing you back in…');
  await expect(page.getByText('Still working on it…')).toBeVisible();
  answer();
  await expect(account).toContainText('Hi, Morgan');
  await expect(page.getByText('Still working on it…')).toBeHidden();
  await context.close();
});

test('a hung profile call gives up with the generic error instead of hanging', async ({ browser, memberState }) => {
  const context = await browser.newContext({ storageState: memberState });
  const page = await context.newPage();
  await withApiTimeout(page, 2000);
  await page.route('**/api/v1/ca/user/profile', () => {
    // Never answered.
  });
  const asked = page.waitForRequest('**/api/v1/ca/user/profile');
  await page.goto(`http://localhost:${E2E_PORT}/help`);
  await asked;
  // Two tries of 2 s each from the first, then the generic error instead of a page that waits forever.
  await expect(page.getByRole('alertdialog', { name: 'OOPS! Something went wrong. Please try again.' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Still working on it…')).toBeHidden();
  await context.close();
});
