import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { alertOf, documentLanguage, headingOf, linkHref, textOf } from './testing/html';
import { Member, newMember, outboxFor, startIdentity, type TestIdentity } from './testing/fixtures';

describe('Forgetting a password', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity();
  });
  after(() => identity.dispose());

  async function askForReset(member: Member, email: string, uiLocales?: string) {
    const signIn = await member.startAuthorization({ uiLocales });
    const forgotHref = linkHref(signIn.html, uiLocales === 'fr-CA' ? 'Mot de passe oublié?' : 'Forgot your password?');
    assert.ok(forgotHref, 'the sign-in page links to the forgot-password page');
    const forgot = await member.browser.open(new URL(forgotHref, signIn.url).href);
    return { forgot, sent: await member.browser.submit(forgot, { email }) };
  }

  it('emails a one-time link through /dev/outbox; the new password then signs the member in and the old one no longer does', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);
    const member = new Member(identity);

    const { forgot, sent } = await askForReset(member, details.email.toUpperCase());
    const [message] = await outboxFor(identity.url, details.email);
    assert.ok(message?.link, 'a reset message with a link was written to the outbox');
    const resetPage = await member.browser.open(message.link);
    const done = await member.browser.submit(resetPage, { password: 'Birch-Canoe-Portage-7' });
    const signInHref = linkHref(done.html, 'Sign in');
    assert.ok(signInHref, 'the confirmation leads back to sign-in');
    const signIn = await member.browser.open(new URL(signInHref, done.url).href);
    const landing = await member.browser.submit(signIn, { email: details.email, password: 'Birch-Canoe-Portage-7' });
    const claims = await member.exchange(member.codeFrom(landing));
    const oldPassword = await new Member(identity).signIn(details.email, details.password);

    assert.equal(headingOf(forgot.html), 'Reset your password');
    assert.equal(headingOf(sent.html), 'Check your email');
    assert.match(textOf(sent.html), /five minutes, check your spam/);
    assert.equal(message.subject, 'Reset your Maple Rewards password');
    assert.match(message.body, /expires in 1 hour/);
    assert.equal(headingOf(resetPage.html), 'Choose a new password');
    assert.equal(headingOf(done.html), 'Your password has been changed');
    assert.equal(claims.email, details.email);
    assert.equal(claims.emailVerified, true, 'following the emailed link proves the address');
    assert.equal(alertOf(oldPassword.html), 'There is a problem Wrong email or password.');
  });

  it('shows the same confirmation for an email without an account, and sends nothing', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);
    const unknown = 'no-account-here@example.com';

    const known = await askForReset(new Member(identity), details.email);
    const notKnown = await askForReset(new Member(identity), unknown);

    assert.equal(textOf(notKnown.sent.html).replace(unknown, 'EMAIL'), textOf(known.sent.html).replace(details.email, 'EMAIL'));
    assert.deepEqual(await outboxFor(identity.url, unknown), []);
  });

  it('speaks French throughout, email included, when the site asked for fr-CA', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);
    const member = new Member(identity);

    const { sent } = await askForReset(member, details.email, 'fr-CA');
    const [message] = await outboxFor(identity.url, details.email);
    const resetPage = await member.browser.open(message?.link ?? '');
    const weak = await member.browser.submit(resetPage, { password: 'court' });

    assert.equal(headingOf(sent.html), 'Vérifiez vos courriels');
    assert.match(textOf(sent.html), /d'ici cinq minutes, vérifiez votre dossier de courrier indésirable/);
    assert.equal(message?.subject, 'Réinitialisez votre mot de passe Maple Rewards');
    assert.equal(documentLanguage(resetPage.html), 'fr-CA');
    assert.equal(weak.status, 400);
    assert.match(alertOf(weak.html), /Votre mot de passe doit comporter au moins 8 caractères/);
  });

  it('asks for a valid email before sending anything', async () => {
    const { sent } = await askForReset(new Member(identity), 'not an email');

    assert.equal(sent.status, 400);
    assert.equal(alertOf(sent.html), 'There is a problem Enter a valid email address, like name@example.com.');
  });

  it('lets a link be used once only, and says so in the language of the link', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);
    const member = new Member(identity);
    await askForReset(member, details.email, 'fr-CA');
    const [message] = await outboxFor(identity.url, details.email);
    const resetPage = await member.browser.open(message?.link ?? '');
    await member.browser.submit(resetPage, { password: 'Birch-Canoe-Portage-7' });

    const again = await member.browser.open(message?.link ?? '');
    const resubmitted = await member.browser.submit(resetPage, { password: 'Cedar-Kayak-Rapids-9' });

    assert.equal(again.status, 410);
    assert.equal(headingOf(again.html), "Ce lien n'est plus valide");
    assert.equal(resubmitted.status, 410);
    const landing = await new Member(identity).signIn(details.email, 'Birch-Canoe-Portage-7');
    assert.equal(landing.leftProvider, true);
  });

  it('refuses a link older than one hour', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);
    const member = new Member(identity);
    await askForReset(member, details.email);
    const [message] = await outboxFor(identity.url, details.email);
    const db = new Database(identity.dataFile);
    db.prepare('UPDATE password_resets SET expires_at = ?').run(Date.now() - 1);
    db.close();

    const page = await member.browser.open(message?.link ?? '');

    assert.equal(page.status, 410);
    assert.equal(headingOf(page.html), 'This link is no longer valid');
  });

  it('explains that an unknown reset link is no longer valid', async () => {
    const member = new Member(identity);

    const page = await member.browser.open(new URL('/reset-password/this-token-does-not-exist-at-all', identity.url).href);

    assert.equal(page.status, 410);
    assert.equal(headingOf(page.html), 'This link is no longer valid');
    assert.equal(linkHref(page.html, 'Return to Maple Rewards'), 'http://localhost:8080/');
  });

  it('lists the outbox as an HTML page for developers', async () => {
    const response = await fetch(new URL('/dev/outbox', identity.url));

    assert.equal(response.status, 200);
    assert.equal(headingOf(await response.text()), 'Outbox');
  });
});
