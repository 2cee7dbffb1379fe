import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '../lib/apps.mjs';
import { newBenchMember, storageKeys } from './bench-member.mjs';

describe('newBenchMember', () => {
  it('is a new address each run, with a password the identity provider accepts', () => {
    assert.deepEqual(newBenchMember('1a2b3c4d'), {
      email: 'bench.1a2b3c4d@example.ca',
      password: 'Canoe-1a2b3c4d-Lantern',
      firstName: 'Bench',
      lastName: 'Tremblay',
    });
    assert.notEqual(newBenchMember().email, newBenchMember().email);
  });
});

describe('storageKeys', () => {
  const shellSource = (file) => fs.readFileSync(path.join(repoRoot, 'shell/src/features', file), 'utf8');

  it('are the keys the shell keeps the session and the cookie choice under', () => {
    assert.match(shellSource('session/services/session-keys.ts'), new RegExp(`token: '${storageKeys.token}'`));
    assert.match(shellSource('consent/services/consent.ts'), new RegExp(`CONSENT_KEY = '${storageKeys.consent}'`));
  });
});
