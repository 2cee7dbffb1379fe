// Finding (round two): "samples without a confirmed email or enrolment". A member who never
// enrolled nor confirmed their email address ordered a sample, though earning already waited
// for the confirmation: throwaway addresses were free samples.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { Member, newMember } from '../identity/testing/fixtures';
import { type Stack, deliveryAddress, startStack } from './stack';

describe('attack: free samples to throwaway addresses', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  const order = (path: string, token: string) => stack.call('POST', path, { token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } });

  it('a member whose email address is not confirmed is refused 403 Email not verified on both order paths, then orders once confirmed', async () => {
    const member = await stack.signUp();
    assert.equal((await stack.call('PUT', 'user/address', { token: member.token, body: deliveryAddress('140 Sparks St') })).status, 200);

    for (const path of ['user/sample', 'modernincentives/orders/v2/samples']) {
      assert.deepEqual((await order(path, member.token)).body, { statusCode: 403, message: API_MESSAGES.emailNotVerified }, path);
    }
    await stack.confirmEmail(member);
    assert.equal((await order('user/sample', member.token)).status, 200);
  });

  it('a member who never enrolled is refused 403 Forbidden, even with a confirmed address', async () => {
    const details = newMember();
    const browser = new Member({ url: stack.identityUrl });
    const { token } = await stack.apiLogin(browser, await browser.signUp(details));
    await stack.confirmEmail({ details, browser });
    await stack.call('PUT', 'user/address', { token, body: deliveryAddress('150 Sparks St') });

    assert.deepEqual((await order('modernincentives/orders/v2/samples', token)).body, { statusCode: 403, message: API_MESSAGES.forbidden });
  });
});
