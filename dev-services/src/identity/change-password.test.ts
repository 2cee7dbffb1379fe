import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { IdentityPasswordError } from './errors';
import { headingOf } from './testing/html';
import { Member, newMember, REDIRECT_URI, requestTokens, startIdentity, type TestIdentity } from './testing/fixtures';

const refusedFor = (reason: string) => (error: unknown) => error instanceof IdentityPasswordError && error.reason === reason;

describe('Changing a password (the consumer API’s call)', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity();
  });
  after(() => identity.dispose());

  /** A member signed up in one browser, with a refresh token. */
  async function signedUpMember() {
    const details = newMember();
    const member = new Member(identity);
    const code = await member.signUp(details);
    const tokens = await requestTokens(identity.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: member.pkce.verifier,
    });
    const sub = JSON.parse(Buffer.from(String(tokens.body.id_token).split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    return { details, member, sub: sub.sub, refreshToken: String(tokens.body.refresh_token) };
  }

  it('needs the current password, and refuses a new one that is easy to guess or an unknown member', async () => {
    const { details, sub } = await signedUpMember();

    await assert.rejects(identity.server.changePassword(sub, 'not-my-password', 'Spruce-Harbour-Lantern'), refusedFor('wrong_password'));
    await assert.rejects(identity.server.changePassword(sub, details.password, 'password1'), refusedFor('invalid_password'));
    await assert.rejects(identity.server.changePassword(sub, details.password, 'short'), refusedFor('invalid_password'));
    await assert.rejects(
      identity.server.changePassword('nobody', details.password, 'Spruce-Harbour-Lantern'),
      refusedFor('unknown_account'),
    );
  });

  it('changes it and ends everything signed in with the old one: refresh tokens and the browser session', async () => {
    const { details, member, sub, refreshToken } = await signedUpMember();

    await identity.server.changePassword(sub, details.password, 'Spruce-Harbour-Lantern');
    const refreshed = await requestTokens(identity.url, { grant_type: 'refresh_token', refresh_token: refreshToken });
    const again = await member.startAuthorization();
    const withNew = await new Member(identity).signIn(details.email, 'Spruce-Harbour-Lantern');

    assert.equal(refreshed.status, 400);
    assert.equal(refreshed.body.error, 'invalid_grant');
    assert.equal(headingOf(again.html), 'Sign in to Maple Rewards', 'the browser has to sign in again');
    assert.equal(withNew.leftProvider, true);
  });

  it('counts wrong current passwords against the account’s sign-in lockout', async () => {
    const { details, sub } = await signedUpMember();

    for (let attempt = 0; attempt < 5; attempt += 1) {
      await assert.rejects(identity.server.changePassword(sub, `wrong-${attempt}`, 'Spruce-Harbour-Lantern'), refusedFor('wrong_password'));
    }
    await assert.rejects(identity.server.changePassword(sub, details.password, 'Spruce-Harbour-Lantern'), refusedFor('locked'));
    const signIn = await new Member(identity).signIn(details.email, details.password);

    assert.equal(signIn.status, 429, 'the sign-in form is locked too');
  });
});
