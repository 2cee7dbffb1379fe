import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { documentLanguage, formsOf, headingOf, linkHref } from './testing/html';
import { Member, newMember, REDIRECT_URI, requestTokens, startIdentity, type TestIdentity } from './testing/fixtures';

describe('Signing out', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity();
  });
  after(() => identity.dispose());

  function logoutUrl(params: Record<string, string>): string {
    return new URL(`/session/end?${new URLSearchParams(params).toString()}`, identity.url).href;
  }

  it('asks the member to confirm, then returns to the post-logout address with the state and ends the session', async () => {
    const member = new Member(identity);
    await member.exchange(await member.signUp(newMember()));

    const page = await member.browser.open(
      logoutUrl({ client_id: 'maple-rewards-site', post_logout_redirect_uri: 'http://localhost:8080/', state: 'bye' }),
    );
    const form = formsOf(page.html)[0];
    const landing = await member.browser.submit(page, {});
    const next = await member.startAuthorization();

    assert.equal(page.status, 200);
    assert.equal(headingOf(page.html), 'Sign out of Maple Rewards?');
    assert.equal(form?.values.logout, 'yes');
    assert.equal(linkHref(page.html, 'Stay signed in and return to Maple Rewards'), 'http://localhost:8080/');
    assert.doesNotMatch(page.html, /<script/, 'nothing submits the form but the member');
    assert.equal(landing.url, 'http://localhost:8080/?state=bye');
    assert.equal(headingOf(next.html), 'Sign in to Maple Rewards', 'the member has to sign in again');
  });

  it('leaves the member signed in when another site sends them to the logout without their click', async () => {
    const member = new Member(identity);
    await member.exchange(await member.signUp(newMember()));

    // What a hidden image or frame of another site would do: open the logout address, nothing more.
    await member.browser.open(logoutUrl({ client_id: 'maple-rewards-site', post_logout_redirect_uri: 'http://localhost:8080/' }));
    const next = await member.startAuthorization();

    assert.equal(next.leftProvider, true, 'still signed in: the authorization returns at once');
  });

  it('asks for the confirmation in French with ui_locales=fr-CA and returns to the French home', async () => {
    const member = new Member(identity);
    await member.exchange(await member.signUp(newMember()));

    const page = await member.browser.open(
      logoutUrl({ client_id: 'maple-rewards-site', post_logout_redirect_uri: 'http://localhost:8080/fr/', ui_locales: 'fr-CA' }),
    );
    const landing = await member.browser.submit(page, {});

    assert.equal(documentLanguage(page.html), 'fr-CA');
    assert.equal(headingOf(page.html), 'Vous déconnecter de Maple Rewards?');
    assert.ok(linkHref(page.html, 'Rester connecté et retourner à Maple Rewards'));
    assert.equal(landing.url, 'http://localhost:8080/fr/');
  });

  it('signs out without asking when the site sends the member’s id_token_hint (the page submits itself)', async () => {
    const member = new Member(identity);
    const code = await member.signUp(newMember());
    const { body } = await requestTokens(identity.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: member.pkce.verifier,
    });

    const page = await member.browser.open(
      logoutUrl({ id_token_hint: String(body.id_token), post_logout_redirect_uri: 'http://localhost:8080/' }),
    );
    const landing = await member.browser.submit(page, {});

    assert.equal(headingOf(page.html), 'Signing you out');
    assert.match(page.html, /<script src="\/assets\/auto-submit\.js" defer><\/script>/);
    assert.equal(landing.url, 'http://localhost:8080/');
  });

  it('also returns to the site, in French, when nobody was signed in', async () => {
    const member = new Member(identity);

    const page = await member.browser.open(
      logoutUrl({ client_id: 'maple-rewards-site', post_logout_redirect_uri: 'http://localhost:8080/fr/', ui_locales: 'fr' }),
    );
    const landing = await member.browser.submit(page, {});

    assert.equal(documentLanguage(page.html), 'fr-CA');
    assert.equal(landing.url, 'http://localhost:8080/fr/');
  });

  it('refuses a post-logout address the site did not register', async () => {
    const member = new Member(identity);

    const page = await member.browser.open(
      logoutUrl({ client_id: 'maple-rewards-site', post_logout_redirect_uri: 'https://evil.example/' }),
    );

    assert.equal(page.status, 400);
    assert.equal(headingOf(page.html), 'Something went wrong');
  });
});
