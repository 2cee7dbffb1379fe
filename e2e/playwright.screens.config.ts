import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run screens -w e2e`: walks the pages a change touched, at 360 px and 1280 px, in both
 * languages, signed in and out, checks them (axe, nothing wider than the window, every picture
 * shown) and saves full-page screenshots in test-results/ for a person to look at. Long walks
 * over many pages, kept out of `npm test`: what they check per page, the test suite checks per
 * journey (every-route, site-images, served-html).
 */
export default defineConfig({
  ...base,
  testDir: './screens',
  // A walk over 16 pages at a loaded machine's pace.
  timeout: 300_000,
  projects: [{ name: 'screens' }],
  // The site alone: neither nginx nor the kit's gallery.
  webServer: Array.isArray(base.webServer) ? base.webServer.slice(0, 1) : base.webServer,
});
