// Finding (round two): "rate limits multiplied by minting client cookies". Each cookieless
// request was given a new signed client cookie with a full budget of its own: 6 cookies gave
// 60 `auth/login` attempts in 318 ms, none refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_LOGIN_RATE_LIMIT } from '../consumer-api';
import { type Stack, startStack } from './stack';

describe('attack: minting client cookies to multiply the sign-in budget', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('6 fresh cookies do not get 60 auth/login attempts: the address’s budget holds, then 429 with Retry-After', async () => {
    const cookies = [];
    for (let minted = 0; minted < 6; minted += 1) cookies.push(await stack.newClientCookie());
    const answers = [];
    for (const headers of cookies) for (let attempt = 0; attempt < 10; attempt += 1) answers.push(await stack.loginWithMadeUpCode(headers));

    const reached = answers.filter((answer) => answer.status === 400).length;
    assert.equal(reached, DEFAULT_LOGIN_RATE_LIMIT.addressMax, 'the address’s 30 a minute, not 60');
    assert.ok(answers.slice(DEFAULT_LOGIN_RATE_LIMIT.addressMax).every((answer) => answer.status === 429));
    assert.ok(Number(answers.at(-1)?.headers.get('retry-after')) > 0);
    assert.equal((await stack.loginWithMadeUpCode(await stack.newClientCookie())).status, 429, 'one more cookie buys nothing');
    assert.equal((await stack.call('GET', 'geo', { headers: cookies[0] })).status, 200, 'the address is still served its pages');
  });
});
