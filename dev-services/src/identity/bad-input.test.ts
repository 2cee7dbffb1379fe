import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { alertOf, documentLanguage, formsOf, headingOf, titleOf } from './testing/html';
import { Member, newMember, startIdentity, type TestIdentity } from './testing/fixtures';

describe('Bad input', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity();
  });
  after(() => identity.dispose());

  function interactionUrl(page: { url: string }, screen: string): string {
    const uid = new URL(page.url).pathname.split('/')[2] ?? '';
    return new URL(`/interaction/${uid}/${screen}`, page.url).href;
  }

  it('says the sign-in session has expired for an unknown interaction, in the language asked for', async () => {
    const member = new Member(identity);

    const english = await member.browser.open(new URL('/interaction/unknown-uid', identity.url).href);
    const french = await member.browser.open(new URL('/interaction/unknown-uid/signup?ui_locales=fr-CA', identity.url).href);
    const posted = await member.browser.open(new URL('/interaction/unknown-uid/signin', identity.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.ca&password=x',
    });

    assert.equal(english.status, 400);
    assert.equal(headingOf(english.html), 'Your sign-in session has expired');
    assert.equal(documentLanguage(french.html), 'fr-CA');
    assert.equal(headingOf(french.html), 'Votre session de connexion a expiré');
    assert.equal(posted.status, 400);
  });

  it('uses the browser language for an unknown interaction when nothing else says which', async () => {
    const member = new Member(identity);

    const page = await member.browser.open(new URL('/interaction/unknown-uid', identity.url).href, {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' },
    });

    assert.equal(documentLanguage(page.html), 'fr-CA');
  });

  it('answers a form sent with another content type with a localized message, not a crash', async () => {
    const member = new Member(identity);
    const page = await member.startAuthorization({ uiLocales: 'fr-CA' });

    const json = await member.browser.open(interactionUrl(page, 'signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.ca', password: 'secret123' }),
    });
    const none = await member.browser.open(interactionUrl(page, 'signup'), { method: 'POST', body: new Uint8Array([1, 2, 3]) });

    assert.equal(json.status, 415);
    assert.equal(alertOf(json.html), "Un problème est survenu Nous n'avons pas pu lire le formulaire. Veuillez réessayer.");
    assert.equal(none.status, 415);
    assert.equal(headingOf(none.html), 'Créez votre compte Maple Rewards');
  });

  it('refuses a form that is too large', async () => {
    const member = new Member(identity);
    const page = await member.startAuthorization();

    const landing = await member.browser.open(interactionUrl(page, 'signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(40_000)}`,
    });

    assert.equal(landing.status, 413);
    assert.equal(alertOf(landing.html), 'There is a problem The form sent was too large. Please try again.');
  });

  it('names the missing fields of an empty sign-in form', async () => {
    const member = new Member(identity);
    const page = await member.startAuthorization();

    // Only the hidden CSRF token the page carries, no field filled.
    const landing = await member.browser.open(interactionUrl(page, 'signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(formsOf(page.html)[0]?.values),
    });

    assert.equal(landing.status, 400);
    assert.equal(alertOf(landing.html), 'There is a problem Enter your email address. Enter your password.');
    assert.match(titleOf(landing.html), /^Error: /);
  });

  it('answers unknown identity pages and unsupported methods with a page, not a crash', async () => {
    const member = new Member(identity);
    const page = await member.startAuthorization();

    const unknown = await member.browser.open(new URL(`${new URL(page.url).pathname}/elsewhere`, identity.url).href);
    const deleted = await member.browser.open(interactionUrl(page, 'signin'), { method: 'DELETE' });

    assert.equal(unknown.status, 404);
    assert.equal(headingOf(unknown.html), 'Page not found');
    assert.equal(deleted.status, 405);
  });

  it('shows a localized error page for an authorization request from an unknown client', async () => {
    const member = new Member(identity);
    const url = new URL(member.authorizeUrl({ uiLocales: 'fr-CA' }));
    url.searchParams.set('client_id', 'someone-else');

    const page = await member.browser.open(url.href);

    assert.equal(page.status, 400);
    assert.equal(documentLanguage(page.html), 'fr-CA');
    assert.equal(headingOf(page.html), 'Une erreur est survenue');
  });
});

describe('Production mode', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity({ production: true });
  });
  after(() => identity.dispose());

  it('has no /dev/outbox', async () => {
    const html = await fetch(new URL('/dev/outbox', identity.url));
    const json = await fetch(new URL('/dev/outbox.json', identity.url));

    assert.equal(html.status, 404);
    assert.equal(json.status, 404);
  });

  it('sets Secure cookies behind an https proxy', async () => {
    const member = new Member(identity);

    const response = await member.browser.request(member.authorizeUrl(), { headers: { 'x-forwarded-proto': 'https' } });

    assert.equal(response.status, 303);
    assert.ok(response.headers.getSetCookie().length > 0);
    for (const cookie of response.headers.getSetCookie()) assert.match(cookie, /; secure/i);
  });

  it('still serves a whole sign-up over plain http on localhost', async () => {
    const member = new Member(identity);

    const claims = await member.exchange(await member.signUp(newMember()));

    assert.equal(claims.locale, 'en-CA');
  });

  it('refuses plain http from another host', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.get(
        new URL('/.well-known/openid-configuration', identity.url),
        { headers: { host: 'id.example.com' } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
    });

    assert.equal(status, 403);
  });
});
