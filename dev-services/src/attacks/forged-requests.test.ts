// Findings of the identity provider's pages: forms without protection against cross-site
// request forgery, and a logout that signs a member out whenever another site sends them there.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Member } from '../identity/testing/fixtures';
import { formsOf } from '../identity/testing/html';
import { type Stack, startStack } from './stack';

describe('attack: requests forged by another site', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('a sign-in form posted from another site (login CSRF) signs nobody in', async () => {
    const attacker = await stack.signUp();
    const victim = new Member({ url: stack.identityUrl });
    const page = await victim.startAuthorization();
    const action = new URL(formsOf(page.html)[0]?.action ?? '', page.url).href;

    const withoutToken = await victim.browser.open(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: attacker.details.email, password: attacker.details.password }),
    });
    const fromElsewhere = await victim.browser.open(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ ...formsOf(page.html)[0]?.values, email: attacker.details.email, password: attacker.details.password }),
    });

    assert.equal(withoutToken.status, 403);
    assert.equal(fromElsewhere.status, 403);
    assert.equal(withoutToken.leftProvider || fromElsewhere.leftProvider, false);
  });

  it('another site sending a member to the logout does not sign them out: the member must confirm', async () => {
    const member = await stack.signUp();

    const logout = await member.browser.browser.open(
      `${stack.identityUrl}/session/end?${new URLSearchParams({ client_id: stack.settings.clientId, post_logout_redirect_uri: `${stack.settings.siteOrigin}/` })}`,
    );
    const stillSignedIn = await member.browser.startAuthorization();

    assert.equal(formsOf(logout.html)[0]?.method, 'post');
    assert.doesNotMatch(logout.html, /<script/);
    assert.equal(stillSignedIn.leftProvider, true);
  });
});
