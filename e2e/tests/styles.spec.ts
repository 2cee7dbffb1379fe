import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT, remoteOrigin } from '../support/environment';

// The styling contract (docs/decisions/012-styling-contract.md): each app ships its own CSS,
// loaded from its own origin with its chunks, before its content shows; no inline <style>.

const rewardsOrigin = remoteOrigin(1);

/** Records, the moment a remote's h1 enters the page (before it is painted), how it is styled. */
async function recordFirstRemoteHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const records: { app: string; marginTop: string; fontWeight: string; sheets: (string | null)[] }[] = [];
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('[data-mfe] h1')) {
        if (seen.has(heading)) continue;
        seen.add(heading);
        const style = getComputedStyle(heading);
        records.push({
          app: heading.closest<HTMLElement>('[data-mfe]')?.dataset.mfe ?? '',
          marginTop: style.marginTop,
          fontWeight: style.fontWeight,
          sheets: [...document.styleSheets].map((sheet) => sheet.href),
        });
      }
    }).observe(document, { childList: true, subtree: true });
    (window as unknown as { __firstRemoteHeadings: typeof records }).__firstRemoteHeadings = records;
  });
}

const firstRemoteHeadings = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __firstRemoteHeadings: { app: string; marginTop: string; fontWeight: string; sheets: (string | null)[] }[] })
        .__firstRemoteHeadings,
  );

test('a remote’s CSS comes from the remote’s own origin with its chunk, before its content shows', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
  await recordFirstRemoteHeadings(page);

  // A page not served as HTML (the remote renders its heading itself).
  await page.goto('/impact/');
  const heading = page.locator('[data-mfe="rewards"]').getByRole('heading', { level: 1, name: 'Our impact' });
  await expect(heading).toBeVisible();

  // The shell's own CSS from the shell's origin, the remote's from the remote's.
  expect(stylesheets.some((url) => url.startsWith(`http://localhost:${E2E_PORT}/`))).toBe(true);
  // The rewards remote has no parcel: all its pages' CSS is one stylesheet (decision 012).
  const remoteSheets = stylesheets.filter((url) => url.startsWith(`${rewardsOrigin}/`));
  expect(remoteSheets).toEqual([expect.stringMatching(/\/styles\.[0-9a-f]+\.css$/)]);

  // When the heading entered the page its stylesheet was already applied: the kit's page
  // frame gives the title an 8 px top margin and weight 700 (the browser's h1 default is 21 px).
  const [first] = await firstRemoteHeadings(page);
  expect(first).toMatchObject({ app: 'rewards', marginTop: '8px', fontWeight: '700' });
  expect(first?.sheets).toEqual(expect.arrayContaining(remoteSheets));
});

test('no app injects a <style> element: the site runs under a policy without inline styles', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    (window as unknown as { __violations: string[] }).__violations = violations;
  });
  await recordFirstRemoteHeadings(page);
  /** What this document saw: policy violations, inline styles, and how its remotes' titles first looked. */
  const documentReport = async () => ({
    violations: await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    inlineStyles: await page.locator('style, [style]').count(),
    titles: (await firstRemoteHeadings(page)).map(({ app, marginTop }) => ({ app, marginTop })),
  });

  // A page the server does not send as HTML (served-html.spec.ts covers those): its title first appears when the remote mounts.
  const response = await page.goto('/help');
  // Styles only from the site and its remotes: no 'unsafe-inline', no hash of an inline block.
  expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self'( http:\/\/localhost:\d+)+;/);
  await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  expect(await documentReport()).toEqual({
    violations: [],
    inlineStyles: 0,
    titles: [
      { app: 'campaigns', marginTop: '8px' },
      { app: 'coupons', marginTop: '8px' },
    ],
  });

  // A member page sends a visitor home with the login prompt: a dialog of the shell.
  await page.goto('/my-account');
  await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
  expect(await documentReport()).toEqual({ violations: [], inlineStyles: 0, titles: [{ app: 'campaigns', marginTop: '8px' }] });
});

test('the shell and a remote compile the same kit class under different names', async ({ page }) => {
  await page.goto('/login/');
  const shellTitle = await page.getByRole('heading', { level: 1, name: 'Log in' }).getAttribute('class');
  await page.goto('/help');
  const remoteTitle = await page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1, name: 'Help' }).getAttribute('class');
  expect(shellTitle).toBeTruthy();
  expect(remoteTitle).toBeTruthy();
  expect(remoteTitle).not.toBe(shellTitle);
  // Each subtree also carries the tokens of its own build.
  const themes = await page.evaluate(() => [document.documentElement.className, document.querySelector('[data-mfe]')?.className]);
  expect(themes[0]).toBeTruthy();
  expect(themes[1]).toBeTruthy();
  expect(themes[1]).not.toBe(themes[0]);
});

test('the home page’s calls to action are legible on the maple red, in both languages', async ({ page }) => {
  const colours = (name: string) =>
    page
      .locator('[data-mfe="campaigns"]')
      .getByRole('link', { name })
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, background: style.backgroundColor };
      });
  const white = 'rgb(255, 255, 255)';
  for (const [path, primary, secondary] of [
    ['/', 'Join Maple Rewards', 'See the rewards'],
    ['/fr/', 'Devenir membre de Maple Rewards', 'Voir les récompenses'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('[data-mfe="campaigns"]').getByRole('link', { name: secondary })).toBeVisible();
    // The main action: a white button with red text. The other: white text, outlined, on the hero's red.
    expect(await colours(primary)).toEqual({ color: 'rgb(127, 26, 21)', background: white });
    expect(await colours(secondary)).toEqual({ color: white, background: 'rgba(0, 0, 0, 0)' });
  }
});
