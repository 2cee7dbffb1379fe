// Finding: "Sign-in can be brute-forced". No attempt limit or throttle on sign-in, sign-up or
// forgot-password: 40 wrong passwords, then the right one worked; 25 reset emails went to one
// address; `password1` was accepted.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Member, newMember, outboxFor } from '../identity/testing/fixtures';
import { alertOf, linkHref } from '../identity/testing/html';
import { type Stack, startStack } from './stack';

describe('attack: brute force at the identity provider', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('40 wrong passwords, then the right one: the account is locked, the right one refused too, in the member’s language', async () => {
    const victim = await stack.signUp();
    const attempts = [];
    for (let guess = 0; guess < 40; guess += 1) {
      attempts.push((await new Member({ url: stack.identityUrl }).signIn(victim.details.email, `guess-${guess}-Password`)).status);
    }

    const right = await new Member({ url: stack.identityUrl }).signIn(victim.details.email, victim.details.password);
    const french = await new Member({ url: stack.identityUrl }).signIn(victim.details.email, victim.details.password, {
      uiLocales: 'fr-CA',
    });

    assert.deepEqual(attempts.slice(0, 5), [400, 400, 400, 400, 400]);
    assert.ok(
      attempts.slice(5).every((status) => status === 429),
      'locked after the fifth wrong password',
    );
    assert.equal(right.status, 429);
    assert.equal(right.leftProvider, false);
    assert.match(alertOf(right.html), /Too many attempts\. For your security, try again in 15 minutes\./);
    assert.match(alertOf(french.html), /Trop de tentatives\. Pour votre sécurité, réessayez dans 15 minutes\./);
  });

  it('a reset through the emailed link unlocks the account (the owner is never locked out for good)', async () => {
    const owner = await stack.signUp();
    for (let guess = 0; guess < 5; guess += 1) await new Member({ url: stack.identityUrl }).signIn(owner.details.email, `guess-${guess}`);
    await stack.resetPassword(owner.details.email, 'Harbour-Seal-Lighthouse');

    const landing = await new Member({ url: stack.identityUrl }).signIn(owner.details.email, 'Harbour-Seal-Lighthouse');

    assert.equal(landing.leftProvider, true);
  });

  it('25 reset requests for one address send 3 emails; the rest are refused with a wait', async () => {
    const target = await stack.signUp();
    const statuses = [];
    for (let request = 0; request < 25; request += 1) {
      const member = new Member({ url: stack.identityUrl });
      const signIn = await member.startAuthorization();
      const forgot = await member.browser.open(new URL(linkHref(signIn.html, 'Forgot your password?') ?? '', signIn.url).href);
      statuses.push((await member.browser.submit(forgot, { email: target.details.email })).status);
    }

    const resets = (await outboxFor(stack.identityUrl, target.details.email)).filter((message) =>
      message.link?.includes('/reset-password/'),
    );

    assert.equal(resets.length, 3);
    assert.deepEqual(statuses.slice(0, 3), [200, 200, 200]);
    assert.ok(statuses.slice(3).every((status) => status === 429));
  });

  it('`password1` (and friends) cannot be chosen, in English or in French', async () => {
    for (const [password, uiLocales] of [
      ['password1', 'en-CA'],
      ['Password123!', 'en-CA'],
      ['motdepasse1', 'fr-CA'],
      ['soleil123', 'fr-CA'],
    ] as const) {
      const member = new Member({ url: stack.identityUrl });
      const page = await member.startAuthorization({ screenHint: 'signup', uiLocales });
      const landing = await member.browser.submit(page, newMember({ password }));
      assert.equal(landing.status, 400, password);
      assert.match(alertOf(landing.html), /too easy to guess|trop facile à deviner/, password);
    }
  });
});

describe('attack: brute force from one address on the network', () => {
  let stack: Stack;
  before(async () => {
    // Production, behind a proxy that says who the client is (X-Forwarded-For).
    stack = await startStack({ production: true, devRoutes: false });
  });
  after(() => stack.close());

  it('one address trying passwords across many accounts is locked out after 50 failures', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const statuses = [];
    for (let attempt = 0; attempt < 52; attempt += 1) {
      const member = new Member({ url: stack.identityUrl });
      const page = await member.startAuthorization();
      const form = page.html.match(/action="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const csrf = page.html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '';
      const response = await member.browser.request(new URL(form, page.url).href, {
        method: 'POST',
        headers: { ...from, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, email: `spray${attempt}@example.com`, password: 'Winter2026!' }),
      });
      statuses.push(response.status);
    }
    const elsewhere = await new Member({ url: stack.identityUrl }).signIn('someone@example.com', 'wrong-password');

    assert.ok(statuses.slice(0, 50).every((status) => status === 400));
    assert.deepEqual(statuses.slice(50), [429, 429]);
    assert.equal(elsewhere.status, 400, 'another address is not locked out');
  });
});
