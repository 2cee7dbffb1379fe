import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lintAs } from './lint-site.mjs';

/** The messages of the rules about reaching the shell, for `code` as the file at `file`. */
async function boundaryProblems(file, code) {
  return (await lintAs(file, code))
    .filter((message) => message.ruleId === 'no-restricted-syntax' || message.ruleId === 'no-restricted-properties')
    .map((message) => message.message);
}

describe('a remote reaches the shell only through its mount props', () => {
  it('may not reload the page, however it reaches location', async () => {
    const problems = await boundaryProblems(
      'mfe-account/src/lib/reload.ts',
      'export const reload = () => window.location.reload();\nexport const again = location.reload;\nexport const more = () => document.location.reload();\n',
    );
    assert.equal(problems.length, 3);
    assert.match(problems[0], /never reloads the page.*refreshMember/);
  });

  it('may not touch the shell’s session keys or its cookie choice, in its code or its tests', async () => {
    const code = [
      "localStorage.removeItem('sessionToken');",
      "export const KEY = 'cookieConsent';",
      "window.localStorage.getItem('profile');",
      'export const hint = `idTokenHint`;',
    ].join('\n');
    const problems = await boundaryProblems('mfe-surveys/src/features/surveys/components/notice.test.tsx', code);
    assert.equal(problems.length, 4);
    assert.match(problems[0], /shell’s storage keys.*site commands/);
  });

  it('may not read the shell’s files', async () => {
    const code = "export const config = () => fetchJson('/config.json', schema);\nexport const composition = `/composition.json?fresh`;\n";
    const problems = await boundaryProblems('mfe-coupons/src/features/coupons/hooks/use-pages.ts', code);
    assert.equal(problems.length, 2);
    assert.match(problems[0], /none of the shell’s files.*settings/);
  });

  it('may use its own storage keys, the contracts’ baskets and words that are only words', async () => {
    const code = [
      "localStorage.setItem('referralInvitation', 'ABCD2345');",
      "localStorage.setItem('basket', '[]');",
      "export const section = { id: 'profile', counts: 'counts' };",
      "export const page = '/config';",
    ].join('\n');
    assert.deepEqual(await boundaryProblems('mfe-account/src/features/referral/lib/keys.test.ts', code), []);
  });

  it('leaves the shell its own keys, files and reloads', async () => {
    const code =
      "localStorage.removeItem('sessionToken');\nexport const config = '/config.json';\nexport const reload = () => window.location.reload();\n";
    assert.deepEqual(await boundaryProblems('shell/src/app/probe.ts', code), []);
  });
});
