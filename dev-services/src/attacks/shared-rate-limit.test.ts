// Finding: "One rate-limit bucket for every anonymous caller of an address": one client
// blocked auth/login for everyone behind the same NAT or gateway.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REDIRECT_URI } from '../identity/testing/fixtures';
import { type Stack, startStack } from './stack';

describe('attack: one client exhausts the rate limit of its address', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  /** A browser's first call: the API hands it a client cookie. */
  async function browser(): Promise<Record<string, string>> {
    const first = await stack.call('GET', 'geo');
    return { Cookie: first.headers.get('set-cookie')?.split(';')[0] ?? '' };
  }

  const login = (headers: Record<string, string>) =>
    stack.call('POST', 'auth/login', {
      headers,
      body: { campaignName: '', authCode: 'made-up-code', codeVerifier: 'v'.repeat(43), redirectUri: REDIRECT_URI },
    });

  it('the attacker hammering auth/login is stopped (429, Retry-After) and the neighbour behind the same address still signs in', async () => {
    const attacker = await browser();
    const neighbour = await browser();
    const statuses = [];
    for (let attempt = 0; attempt < 15; attempt += 1) statuses.push((await login(attacker)).status);

    const stopped = await login(attacker);
    const neighbourTry = await login(neighbour);
    const cookieless = await stack.call('GET', 'geo');

    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(400), 'ten tries a minute (each a refused code)');
    assert.ok(statuses.slice(10).every((status) => status === 429));
    assert.equal(stopped.status, 429);
    assert.ok(Number(stopped.headers.get('retry-after')) > 0);
    assert.equal(neighbourTry.status, 400, 'the neighbour reaches the code check: not rate-limited');
    assert.equal(cookieless.status, 200);
  });
});
