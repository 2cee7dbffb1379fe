// Finding: "No CSP, no anti-framing, no Referrer-Policy" (the identity provider's pages).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Member } from '../identity/testing/fixtures';
import { type Stack, startStack } from './stack';

describe('attack: framing the sign-in page, running injected inline script, leaking the address', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('every page of the provider forbids framing and inline script, sends no referrer to other sites and asks for no device feature', async () => {
    const member = new Member({ url: stack.identityUrl });
    const signIn = await member.startAuthorization();
    const pages = [
      signIn.url,
      new URL(signIn.url.replace(/\/interaction\/([^/?]+).*/, '/interaction/$1/signup'), signIn.url).href,
      `${stack.identityUrl}/reset-password/not-a-token`,
      `${stack.identityUrl}/verify-email/not-a-token`,
      `${stack.identityUrl}/session/end?client_id=${stack.settings.clientId}`,
      `${stack.identityUrl}/.well-known/openid-configuration`,
      `${stack.identityUrl}/no-such-page`,
    ];
    for (const url of pages) {
      const response = await member.browser.request(url);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /frame-ancestors 'none'/, url);
      assert.match(csp, /script-src 'self'/, url);
      assert.doesNotMatch(csp, /unsafe-inline/, url);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', url);
      assert.equal(response.headers.get('referrer-policy'), 'same-origin', url);
      assert.ok(response.headers.get('permissions-policy'), url);
      const html = await response.text();
      assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)|<style|\sstyle=/, `${url} has no inline script or style`);
    }
  });
});

describe('attack: downgrading the production provider to http', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ production: true, devRoutes: false });
  });
  after(() => stack.close());

  it('browsers are told to use https only (HSTS)', async () => {
    const response = await fetch(`${stack.identityUrl}/.well-known/openid-configuration`, { headers: { 'x-forwarded-proto': 'https' } });

    assert.match(response.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
  });
});
