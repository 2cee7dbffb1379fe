// Finding (round two): "`Canada2026!` accepted as a password". The password rule scored a word,
// a year and a symbol as safe (zxcvbn counts three parts as hard to guess), so the first
// guesses of any attacker of a Canadian site passed: the country, a province or a city, the
// site's name, decorated with a year or a few digits and a symbol.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { Member, newMember } from '../identity/testing/fixtures';
import { alertOf } from '../identity/testing/html';
import { type Stack, startStack } from './stack';

const DECORATED = [
  'Canada2026!',
  'canada2026!!',
  '2026Canada!',
  'Canada!2026',
  'C@nada2026!',
  'CanadaCanada2026!',
  'Ontario2026#',
  'Saskatchewan2026!',
  'BritishColumbia2026!',
  'Colombie-Britannique2026!',
  'Québec2026!',
  'Toronto1999$',
  'Montréal2025!',
  'Halifax2026!',
  'Yellowknife2026!',
  'TorontoOttawa26!',
  'MapleRewards2026!',
  'Erable2026!',
];

describe('attack: the first passwords a guesser tries on a Canadian site', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  async function signUpWith(password: string, uiLocales: 'en-CA' | 'fr-CA') {
    const member = new Member({ url: stack.identityUrl });
    const page = await member.startAuthorization({ screenHint: 'signup', uiLocales });
    return member.browser.submit(page, newMember({ password }));
  }

  it('a place, the country or the site’s name with a year, digits and a symbol is refused at sign-up, in both languages', async () => {
    for (const [index, password] of DECORATED.entries()) {
      const uiLocales = index % 2 === 0 ? 'en-CA' : 'fr-CA';
      const landing = await signUpWith(password, uiLocales);
      assert.equal(landing.status, 400, password);
      assert.match(
        alertOf(landing.html),
        uiLocales === 'en-CA' ? /too easy to guess.*names of places/s : /trop facile à deviner.*noms de lieux/s,
        password,
      );
    }
  });

  it('the same passwords are refused when a member changes or resets theirs', async () => {
    const member = await stack.signUp();
    const change = await stack.call('PUT', 'user/password', {
      token: member.token,
      body: { currentPassword: member.details.password, newPassword: 'Canada2026!' },
    });
    assert.deepEqual(change.body, { statusCode: 422, message: API_MESSAGES.passwordValidationFailed });

    const refused = await stack.resetPassword(member.details.email, 'Toronto2026!');
    assert.equal(refused.status, 400);
    assert.match(alertOf(refused.html), /names of places/);
  });

  it('a place name among other words, or with a long random number, is still a password', async () => {
    for (const password of ['Toronto-Kettle-Marmot-88!', 'Canada84619273!', 'Harbour-Seal-Lighthouse']) {
      const landing = await signUpWith(password, 'en-CA');
      assert.equal(landing.leftProvider, true, password);
    }
  });
});
