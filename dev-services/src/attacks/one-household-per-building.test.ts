// Finding (round two): "one household per building". Decision 017 ignored the unit, so a
// 300-flat condominium got one sample; yet "88 Sparks St Unit2", "88 Sparks St Floor 2" and
// "88-1 Sparks St" passed as other buildings, each good for another sample.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, SAMPLE_ORDERS_PER_BUILDING } from '@maple/contracts';
import { type Stack, deliveryAddress, startStack } from './stack';

describe('attack: a building as one household, and made-up units as other buildings', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  /** A new member in good standing at `address` orders the sample; answers the order's answer. */
  async function orderAt(address: ReturnType<typeof deliveryAddress>) {
    const member = await stack.signUp();
    await stack.confirmEmail(member);
    assert.equal((await stack.call('PUT', 'user/address', { token: member.token, body: address })).status, 200);
    return stack.call('POST', 'modernincentives/orders/v2/samples', { token: member.token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } });
  }

  it('each flat of a building is a household: flats 1 to 10 each get the sample, flats 2 and 1 written otherwise do not', async () => {
    for (let flat = 1; flat <= SAMPLE_ORDERS_PER_BUILDING; flat += 1) {
      assert.equal((await orderAt(deliveryAddress('88 Sparks St', `Apt ${flat}`))).status, 200, `flat ${flat}`);
    }
    for (const address of [deliveryAddress('88 Sparks St Unit2'), deliveryAddress('88-1 Sparks St')]) {
      assert.deepEqual(
        (await orderAt(address)).body,
        { statusCode: 422, message: API_MESSAGES.sampleAlreadyOrdered },
        address.addressStreet1,
      );
    }
  });

  it('“Unit11”, “Floor 2”, “88-11” and the French “logement du haut” are the same building, refused once it had its ten, saying why', async () => {
    const refusal = { statusCode: 422, message: API_MESSAGES.sampleAddressLimitReached };
    for (const address of [
      deliveryAddress('88 Sparks St Unit11'),
      deliveryAddress('88 Sparks St Floor 2'),
      deliveryAddress('88-11 Sparks St'),
      deliveryAddress('88, rue Sparks', 'logement du haut'),
    ]) {
      assert.deepEqual((await orderAt(address)).body, refusal, address.addressStreet1);
    }
  });
});
