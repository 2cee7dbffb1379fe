import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCHER, E2E_PORT, GALLERY_PORT } from './support/environment';

/** Specs that are not journeys over the composed site: each has a project of its own below. */
const notJourneys = /independent-deployment|new-remote|dev-loop|ui-kit\.spec|release-/;

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
    { name: 'site', testIgnore: notJourneys },
    // The UI kit's components in a real browser, on the kit's gallery page.
    { name: 'ui-kit', testMatch: /ui-kit\.spec/, use: { baseURL: `http://localhost:${GALLERY_PORT}` } },
    // These recompose the site while they run, so they go after everything else, one after the other.
    { name: 'deployment', testMatch: /independent-deployment/, dependencies: ['site'] },
    { name: 'new-remote', testMatch: /new-remote/, dependencies: ['deployment'] },
    // Releases, canaries and rollbacks recompose the site too: after the others, one file at a time.
    { name: 'releases', testMatch: /release-/, dependencies: ['new-remote'], workers: 1 },
    // Runs a remote in development and edits its sources: last, on its own ports.
    { name: 'dev-loop', testMatch: /dev-loop/, dependencies: ['new-remote'] },
  ],
  webServer: [
    {
      // The site as npm start serves it: nginx and the local services.
      command: 'node ../tools/serve/start.mjs',
      env: { PORT: String(E2E_PORT) },
      url: `http://localhost:${E2E_PORT}/config.json`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      // Time to stop nginx and the services.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node ../tools/serve/gallery.mjs',
      env: { GALLERY_PORT: String(GALLERY_PORT) },
      url: `http://localhost:${GALLERY_PORT}/`,
      reuseExistingServer: false,
      timeout: 300_000,
      // Time to stop nginx and remove its work folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
