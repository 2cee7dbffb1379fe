import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgetAddressOf, createClientBudget } from './rate-limit';

describe('the budget of a caller', () => {
  const limits = { windowMs: 60_000, max: 2, addressMax: 3 };

  it('gives each anonymous client of an address its own budget, within the address’s', () => {
    const budget = createClientBudget(limits, () => 0);
    const hit = (client: string) => budget.hit({ client, address: '203.0.113.7' });
    assert.deepEqual([hit('a'), hit('a'), hit('a')], [null, null, 60], 'one client stops at its own budget');
    assert.equal(hit('b'), null, 'its neighbour is still served');
    assert.equal(hit('c'), 60, 'the address’s budget holds, however many clients it has');
    assert.equal(budget.hit({ client: 'd', address: '198.51.100.1' }), null, 'another address has its own');
  });

  it('does not charge the address for the calls a client’s own budget refused', () => {
    const budget = createClientBudget(limits, () => 0);
    for (let call = 0; call < 10; call += 1) budget.hit({ client: 'greedy', address: '203.0.113.7' });
    assert.equal(budget.hit({ client: 'neighbour', address: '203.0.113.7' }), null);
  });

  it('counts a member apart from any address, and starts afresh each window', () => {
    let now = 0;
    const budget = createClientBudget(limits, () => now);
    assert.deepEqual([budget.hit({ member: 'm' }), budget.hit({ member: 'm' }), budget.hit({ member: 'm' })], [null, null, 60]);
    now = 60_000;
    assert.equal(budget.hit({ member: 'm' }), null);
  });

  it('lets an address’s clients together call three times a client’s budget unless told otherwise', () => {
    const budget = createClientBudget({ windowMs: 60_000, max: 1 }, () => 0);
    const answers = ['a', 'b', 'c', 'd'].map((client) => budget.hit({ client, address: '203.0.113.7' }));
    assert.deepEqual(answers, [null, null, null, 60]);
  });
});

describe('the address a budget belongs to', () => {
  it('is the IPv4 address, also when written as IPv4-mapped IPv6', () => {
    assert.equal(budgetAddressOf('203.0.113.7'), '203.0.113.7');
    assert.equal(budgetAddressOf('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it('is the /64 of an IPv6 address: one subscriber’s addresses share one budget', () => {
    assert.equal(budgetAddressOf('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(budgetAddressOf('2001:db8:1:2:bbbb:cccc:dddd:eeee'), '2001:db8:1:2::/64');
    assert.equal(budgetAddressOf('2001:0db8:0001:0002::9%eth0'), '2001:db8:1:2::/64');
    assert.equal(budgetAddressOf('2001:db8::1'), '2001:db8:0:0::/64');
    assert.notEqual(budgetAddressOf('2001:db8:1:3::1'), budgetAddressOf('2001:db8:1:2::1'));
    assert.equal(budgetAddressOf('::1'), '0:0:0:0::/64');
  });

  it('is one unknown address when the socket has none', () => {
    assert.equal(budgetAddressOf(undefined), 'unknown');
  });
});
