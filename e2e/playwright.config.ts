import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCHER, E2E_PORT, GALLERY_PORT, NGINX_HOST, TO_NGINX } from './support/environment';

/** Specs that are not journeys over the composed site: each has a project of its own below. */
const notJourneys = /independent-deployment|new-remote|dev-loop|ui-kit\.spec|release-/;

/**
 * The specs that run a second time behind nginx: those about what serving decides (headers,
 * caching, compression and the policy; every path's page; the pages served as HTML; styles
 * under a policy without inline styles; sign-in redirects and cookies; the not-found page).
 * Journeys over features depend on the remotes, not the server, and run once.
 */
const servingSpecs = /production-serving|site-security|served-html|sign-up-and-sign-in|styles|not-found/;

/**
 * Hydration runs the same scripts over the same served bytes whichever server sends them:
 * checked once. Every served page's bytes are checked under nginx by one request each
 * ("every served page comes from the server…"); the browser looks at the home page's only.
 */
const sameUnderAnyServer = /the scripts hydrate the served page|a member’s home is hydrated as served| \/(?!fr\/ )[^ ]+ is served as HTML/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // On CI a test gets one more try, as a net; one that needed it is listed as flaky (in the list
  // reporter's end and in CI's summary) and is a bug to fix at its cause. Locally, none.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.ci-report/e2e.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_LAUNCHER, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Visitors in most journeys have already made their cookie choice (consent.spec.ts starts fresh).
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${E2E_PORT}`, localStorage: [{ name: 'cookieConsent', value: 'necessary' }] }],
    },
  },
  projects: [
    { name: 'site', testIgnore: [notJourneys, /production-serving/] },
    // The serving specs again with the site served by nginx (npm run serve:prod).
    {
      name: 'nginx',
      testMatch: servingSpecs,
      grepInvert: sameUnderAnyServer,
      use: { launchOptions: { executablePath: CHROMIUM_LAUNCHER, args: [...CHROMIUM_ARGS, TO_NGINX] } },
    },
    // The UI kit's components in a real browser, on the kit's gallery page.
    { name: 'ui-kit', testMatch: /ui-kit\.spec/, use: { baseURL: `http://localhost:${GALLERY_PORT}` } },
    // These recompose the site while they run, so they go after everything else, one after the other.
    { name: 'deployment', testMatch: /independent-deployment/, dependencies: ['site', 'nginx'] },
    { name: 'new-remote', testMatch: /new-remote/, dependencies: ['deployment'] },
    // Releases, canaries and rollbacks recompose the site too: after the others, one file at a time.
    { name: 'releases', testMatch: /release-/, dependencies: ['new-remote'], workers: 1 },
    // Runs a remote in development and edits its sources: last, on its own ports.
    { name: 'dev-loop', testMatch: /dev-loop/, dependencies: ['new-remote'] },
  ],
  webServer: [
    {
      command: 'node ../tools/serve/start.mjs',
      env: { PORT: String(E2E_PORT) },
      url: `http://localhost:${E2E_PORT}/config.json`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
    },
    {
      // nginx on the same ports at NGINX_HOST, fronting the services of the server above.
      command: 'node ../tools/serve/serve-prod.mjs --proxy-services 127.0.0.1',
      env: { PORT: String(E2E_PORT), HOST: NGINX_HOST },
      url: `http://${NGINX_HOST}:${E2E_PORT}/config.json`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      // Time to stop nginx and remove its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node ../tools/serve/gallery.mjs',
      env: { GALLERY_PORT: String(GALLERY_PORT) },
      url: `http://localhost:${GALLERY_PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
