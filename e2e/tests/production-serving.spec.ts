import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { LOCALES, normalizePath, routeTable } from '@maple/contracts';
import { expect, test, type Response } from '@playwright/test';
import { repo } from '../support/deployment';
import { E2E_PORT, remoteOrigin } from '../support/environment';

// The site as nginx serves it everywhere (tools/serve/nginx): headers, caching and compression.
const hashed = /\.[0-9a-f]{8,}\.(js|css)$/;
const immutable = 'public, max-age=31536000, immutable';
const remotes = [1, 2, 3, 4, 5].map(remoteOrigin);

/** What the installed nginx offers, as tools/lib/ensure-nginx.mjs finds it. */
function nginxFeatures(): { brotliModule: string | null } {
  return JSON.parse(execFileSync(process.execPath, [path.join(repo, 'tools/lib/ensure-nginx.mjs')], { encoding: 'utf8' }));
}

test('the home page, its scripts and its deployment files come from nginx with their caching rules, compressed', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  // The served heading shows before any script runs: wait for the remote's own code instead.
  // The served page may preload the remote's chunks, so its entry can come after them: both are awaited.
  const remoteCode = page.waitForResponse(
    (response) => response.url().startsWith(remoteOrigin(5)) && hashed.test(new URL(response.url()).pathname),
  );
  const remoteEntry = page.waitForResponse(`${remoteOrigin(5)}/remoteEntry.js`);
  const document = await page.goto('/');
  await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all([remoteCode, remoteEntry]);

  if (!document) throw new Error('the home page did not answer');
  const headers = await document.allHeaders();
  expect(headers.server).toBe('nginx');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(headers['x-frame-options']).toBe('DENY');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${remotes.join(' ')};`);
  expect(policy).toContain(`http://localhost:${E2E_PORT + 10}`);
  expect(policy).not.toContain('unsafe-inline');

  const headersOf = (url: RegExp) =>
    Promise.all(responses.filter((response) => url.test(response.url())).map((response) => response.allHeaders()));
  for (const file of [/\/config\.json$/, /\/composition\.json$/, new RegExp(`^${remoteOrigin(5)}/remoteEntry\\.js$`)]) {
    const [first] = await headersOf(file);
    expect(first?.['cache-control'], String(file)).toBe('no-cache');
  }
  const scripts = responses.filter((response) => hashed.test(new URL(response.url()).pathname));
  // The shell's own chunks and the home page's remote's.
  expect(scripts.some((response) => response.url().startsWith(`http://localhost:${E2E_PORT}/`))).toBe(true);
  expect(scripts.some((response) => response.url().startsWith(remoteOrigin(5)))).toBe(true);
  for (const script of scripts) {
    const scriptHeaders = await script.allHeaders();
    expect(scriptHeaders['cache-control'], script.url()).toBe(immutable);
    expect(scriptHeaders.server, script.url()).toBe('nginx');
    if (Number(scriptHeaders['content-length'] ?? 1000) >= 256)
      expect(scriptHeaders['content-encoding'], script.url()).toMatch(/^(br|gzip)$/);
  }
});

test('nginx compresses with brotli when its module is installed, with gzip otherwise', async () => {
  const entry = `${remoteOrigin(5)}/remoteEntry.js`;
  const encodingFor = async (acceptEncoding: string) =>
    (await fetch(entry, { headers: { 'Accept-Encoding': acceptEncoding } })).headers.get('content-encoding');
  expect(await encodingFor('gzip, br')).toBe(nginxFeatures().brotliModule ? 'br' : 'gzip');
  expect(await encodingFor('gzip')).toBe('gzip');
  const manifest = await fetch(`${remoteOrigin(5)}/mf-manifest.json`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
});

test("a French path is answered with the shell's page and its policy; a missing file is a 404 that is not cached", async ({ page }) => {
  const frenchPage = await page.goto('/fr/aide');
  expect(frenchPage?.status()).toBe(200);
  expect(await frenchPage?.headerValue('content-security-policy')).toContain("frame-ancestors 'none'");
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const missing = await page.goto('/missing.0123456789.js');
  expect(missing?.status()).toBe(404);
  expect(await missing?.headerValue('cache-control')).toBe('no-cache');
});

test('every screen’s path, in both languages and both written forms, is answered by nginx with the site’s page, not cached, under its policy', async () => {
  const problems: string[] = [];
  for (const route of routeTable) {
    for (const locale of LOCALES) {
      const pathname = route.paths[locale];
      const forms = pathname === '/' ? [pathname] : [pathname, pathname.endsWith('/') ? normalizePath(pathname) : `${pathname}/`];
      for (const form of forms) {
        const response = await fetch(`http://localhost:${E2E_PORT}${form}`);
        const html = await response.text();
        const answer = [
          response.status,
          response.headers.get('server'),
          response.headers.get('content-type')?.split(';')[0],
          response.headers.get('cache-control'),
          /frame-ancestors 'none'/.test(response.headers.get('content-security-policy') ?? ''),
          // The shell's page: its root and its hashed entry script.
          /<div id="root"[^>]*>/.test(html) && /<script[^>]+src="\/main\.[0-9a-f]+\.js"/.test(html),
        ].join(' ');
        if (answer !== '200 nginx text/html no-cache true true') problems.push(`${form}: ${answer}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
