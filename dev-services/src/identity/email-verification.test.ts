import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { IdentityPasswordError } from './errors';
import { documentLanguage, formsOf, headingOf, textOf } from './testing/html';
import { Member, newMember, outboxFor, startIdentity, type TestIdentity } from './testing/fixtures';

describe('Confirming an email address', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity();
  });
  after(() => identity.dispose());

  async function signUp(uiLocales?: string) {
    const details = newMember();
    const member = new Member(identity);
    const claims = await member.exchange(await member.signUp(details, { uiLocales }));
    const [message] = await outboxFor(identity.url, details.email);
    assert.ok(message?.link, 'a confirmation link was written to the outbox');
    return { details, member, claims, message: { ...message, link: message.link } };
  }

  it('emails a link at sign-up; the member confirms with a button and the address is then verified', async () => {
    const { member, claims, message } = await signUp();

    const page = await member.browser.open(message.link);
    const before = await identity.server.isEmailVerified(claims.sub);
    const done = await member.browser.submit(page, {});

    assert.equal(claims.emailVerified, false);
    assert.equal(message.subject, 'Confirm your Maple Rewards email address');
    assert.match(message.body, /expires in 7 days/);
    assert.equal(headingOf(page.html), 'Confirm your email address');
    assert.equal(formsOf(page.html)[0]?.method, 'post');
    assert.equal(before, false, 'opening the link (a mail scanner would) confirms nothing');
    assert.equal(headingOf(done.html), 'Your email address is confirmed');
    assert.equal(await identity.server.isEmailVerified(claims.sub), true);
  });

  it('speaks French when the member signed up in French', async () => {
    const { member, message } = await signUp('fr-CA');

    const page = await member.browser.open(message.link);
    const done = await member.browser.submit(page, {});

    assert.equal(message.subject, 'Confirmez votre adresse courriel Maple Rewards');
    assert.equal(documentLanguage(page.html), 'fr-CA');
    assert.equal(headingOf(done.html), 'Votre adresse courriel est confirmée');
  });

  it('uses a link once: a second confirmation says the link is no longer valid', async () => {
    const { member, message } = await signUp();
    const page = await member.browser.open(message.link);
    await member.browser.submit(page, {});

    const again = await member.browser.open(message.link);

    assert.equal(again.status, 410);
    assert.equal(headingOf(again.html), 'This link is no longer valid');
  });

  it('sends the link again on request, at most 3 times an hour, and nothing once the address is confirmed', async () => {
    const { details, member, claims } = await signUp();

    for (let attempt = 0; attempt < 3; attempt += 1) await identity.server.sendVerificationEmail(claims.sub, 'en-CA');
    await assert.rejects(
      identity.server.sendVerificationEmail(claims.sub, 'en-CA'),
      (error) => error instanceof IdentityPasswordError && error.reason === 'locked' && (error.retryAfterSeconds ?? 0) > 0,
    );
    const sent = await outboxFor(identity.url, details.email);
    const [latest] = sent;
    assert.ok(latest?.link);
    await member.browser.submit(await member.browser.open(latest.link), {});

    assert.equal(sent.length, 4, 'the sign-up link and three more');
    assert.match(textOf(latest.body), /Confirm your email address to start earning points/);
    assert.equal(await identity.server.isEmailVerified(claims.sub), true);
  });
});
