import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { Member, newMember, REDIRECT_URI, requestTokens, startIdentity, type TestIdentity } from './testing/fixtures';

describe('Restarting the identity provider', () => {
  let identity: TestIdentity;
  after(() => identity.dispose());

  it('keeps accounts, signing keys and refresh tokens: the member signs in and an earlier refresh token still works', async () => {
    identity = await startIdentity();
    const details = newMember();
    const member = new Member(identity);
    const code = await member.signUp(details);
    const before = await requestTokens(identity.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: member.pkce.verifier,
    });
    const refreshToken = String(before.body.refresh_token);

    identity = await identity.restart();
    const refreshed = await requestTokens(identity.url, { grant_type: 'refresh_token', refresh_token: refreshToken });
    const again = new Member(identity);
    const claims = await again.exchange(again.codeFrom(await again.signIn(details.email, details.password)));

    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.equal(decodeJwt(String(refreshed.body.id_token)).email, details.email);
    assert.equal(decodeJwt(String(refreshed.body.access_token)).sub, decodeJwt(String(before.body.access_token)).sub);
    assert.equal(claims.email, details.email);
  });

  it('keeps the browser session: a member signed in before the restart is answered at once after it', async () => {
    identity = await identity.restart();
    const member = new Member(identity);
    await member.exchange(await member.signUp(newMember()));

    identity = await identity.restart();
    const landing = await member.startAuthorization();

    assert.ok(await member.exchange(member.codeFrom(landing)));
  });
});
