import fs from 'node:fs';
import path from 'node:path';
import { MOCK_FLAG_PREFIX, SUBSCRIPTION_KEY_HEADER } from '@maple/contracts';
import { expect, test } from '@playwright/test';
import { repo } from '../support/deployment';

/** The text of every script of an app's production build (the suite builds them before it runs). */
function productionScripts(appDir: string) {
  const dist = path.join(repo, appDir, 'dist');
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'));
}

test('the production build of the shell has no test-only mock mode, though it has the API client the mode lives in', () => {
  const scripts = productionScripts('shell');
  // The client that would read the flags is there, so the search below looks in the right place.
  expect(scripts.some((text) => text.includes(SUBSCRIPTION_KEY_HEADER))).toBe(true);
  expect(scripts.filter((text) => text.includes(MOCK_FLAG_PREFIX) || text.includes('[mock mode]'))).toEqual([]);
});
