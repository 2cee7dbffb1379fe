import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { alertOf, formsOf, headingOf, titleOf } from './testing/html';
import { Member, newMember, startIdentity, type TestIdentity } from './testing/fixtures';

function interactionUrl(page: { url: string }, screen: string) {
  const uid = new URL(page.url).pathname.split('/')[2] ?? '';
  return new URL(`/interaction/${uid}/${screen}`, page.url).href;
}

describe('The provider’s pages', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity();
  });
  after(() => identity.dispose());

  it('carry a Content-Security-Policy without inline script or style, and refuse to be framed', async () => {
    const member = new Member(identity);
    const signIn = await member.browser.request(member.authorizeUrl());
    const page = await member.startAuthorization();
    const response = await member.browser.request(page.url);
    const csp = response.headers.get('content-security-policy') ?? '';

    assert.equal(signIn.status, 303);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /style-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /form-action 'self' http:\/\/localhost:8080(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('referrer-policy'), 'same-origin');
    assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\)/);
    assert.equal(response.headers.get('strict-transport-security'), null, 'no HSTS over local http');
    assert.doesNotMatch(page.html, /<script(?![^>]*\ssrc=)|<style|\sstyle=/, 'no inline script or style');
  });

  it('set the same headers on the provider’s own answers (discovery) and serve their stylesheet', async () => {
    const discovery = await fetch(new URL('/.well-known/openid-configuration', identity.url));
    const stylesheet = await fetch(new URL('/assets/identity.css', identity.url));

    assert.match(discovery.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.equal(stylesheet.status, 200);
    assert.match(stylesheet.headers.get('content-type') ?? '', /^text\/css/);
    assert.match(await stylesheet.text(), /\.error-summary/);
  });

  it('refuse a form without the token of its page, in the page’s language, and sign nobody in', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);
    const member = new Member(identity);
    const page = await member.startAuthorization({ uiLocales: 'fr-CA' });

    const landing = await member.browser.open(interactionUrl(page, 'signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: details.email, password: details.password }),
    });

    assert.equal(landing.status, 403);
    assert.equal(landing.leftProvider, false);
    assert.match(alertOf(landing.html), /Ce formulaire a expiré ou ne vient pas de cette page/);
    assert.match(titleOf(landing.html), /^Erreur/);
  });

  it('refuse a form posted from another site, even with a token', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);
    const member = new Member(identity);
    const page = await member.startAuthorization();

    const landing = await member.browser.open(interactionUrl(page, 'signin'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams({ ...formsOf(page.html)[0]?.values, email: details.email, password: details.password }),
    });

    assert.equal(landing.status, 403);
    assert.equal(headingOf(landing.html), 'Sign in to Maple Rewards');
  });
});

describe('The provider in production', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity({ production: true });
  });
  after(() => identity.dispose());

  it('asks browsers to use https only (HSTS)', async () => {
    const response = await fetch(new URL('/.well-known/openid-configuration', identity.url), { headers: { 'x-forwarded-proto': 'https' } });

    assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  });
});
