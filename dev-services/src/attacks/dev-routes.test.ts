// Finding: "Dev routes on every interface". /dev/outbox.json (reset links) and /__dev/faults
// answered anyone on the network: account takeover.
import assert from 'node:assert/strict';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { statusWithHost } from '../consumer-api/test-support/harness';
import { type Stack, startStack } from './stack';

/** This machine's addresses on the network (not loopback), if it has any. */
const networkAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((address) => address && !address.internal && address.family === 'IPv4')
  .map((address) => address?.address ?? '');

describe('attack: the development routes from elsewhere', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('both servers listen on the loopback interface only: nobody on the network reaches them', async () => {
    const apiPort = Number(new URL(stack.apiUrl).port);
    const identityPort = Number(new URL(stack.identityUrl).port);

    assert.match(stack.apiUrl, /^http:\/\/127\.0\.0\.1:/);
    // Bound to every interface, a server would answer on ::1 too.
    for (const port of [apiPort, identityPort]) await assert.rejects(fetch(`http://[::1]:${port}/`), `[::1]:${port} answered`);
    for (const address of networkAddresses) {
      for (const port of [apiPort, identityPort]) {
        await assert.rejects(fetch(`http://${address}:${port}/__dev/faults`), `${address}:${port} answered`);
      }
    }
  });

  it('a page of another site whose name resolves to 127.0.0.1 reads neither the outbox nor the faults', async () => {
    assert.equal(await statusWithHost(`${stack.identityUrl}/dev/outbox.json`, 'evil.example'), 404);
    assert.equal(await statusWithHost(`${stack.apiUrl}/__dev/faults`, 'evil.example:80'), 404);
    assert.equal(await statusWithHost(`${stack.identityUrl}/dev/outbox.json`, 'localhost'), 200, 'this machine’s own tools still can');
  });
});

describe('attack: the development routes without the dev flag', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ devRoutes: false });
  });
  after(() => stack.close());

  it('answer 404, even to this machine', async () => {
    assert.equal(await statusWithHost(`${stack.identityUrl}/dev/outbox.json`, 'localhost'), 404);
    assert.equal(await statusWithHost(`${stack.identityUrl}/dev/outbox`, 'localhost'), 404);
    assert.equal(await statusWithHost(`${stack.apiUrl}/__dev/faults`, 'localhost'), 404);
    assert.equal(await statusWithHost(`${stack.apiUrl}/__dev/receipts`, 'localhost'), 404);
  });
});
