// Finding: "One rate-limit bucket for every anonymous caller of an address": one client
// blocked auth/login for everyone behind the same NAT or gateway.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Stack, startStack } from './stack';

describe('attack: one client exhausts the rate limit of its address', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('the attacker hammering auth/login is stopped (429, Retry-After) and the neighbour behind the same address still signs in', async () => {
    const attacker = await stack.newClientCookie();
    const neighbour = await stack.newClientCookie();
    const statuses = [];
    for (let attempt = 0; attempt < 15; attempt += 1) statuses.push((await stack.loginWithMadeUpCode(attacker)).status);

    const stopped = await stack.loginWithMadeUpCode(attacker);
    const neighbourTry = await stack.loginWithMadeUpCode(neighbour);
    const cookieless = await stack.call('GET', 'geo');

    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(400), 'ten tries a minute (each a refused code)');
    assert.ok(statuses.slice(10).every((status) => status === 429));
    assert.equal(stopped.status, 429);
    assert.ok(Number(stopped.headers.get('retry-after')) > 0);
    assert.equal(neighbourTry.status, 400, 'the neighbour reaches the code check: not rate-limited');
    assert.equal(cookieless.status, 200);
  });
});
