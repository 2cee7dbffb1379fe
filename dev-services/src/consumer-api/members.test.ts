import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { CODE_VERIFIER, CURRENT_PASSWORD, REDIRECT_URI, type TestApi, startTestApi } from './test-support/harness';

const address = {
  firstname: 'Isabelle',
  lastname: 'Roy',
  addressStreet1: '1200 rue Sainte-Catherine O',
  addressStreet2: ' ',
  city: 'Montréal',
  zipcode: 'H3B1K9',
  state: 'QC' as const,
};

const profilePayload = {
  zipcode: null,
  gender: 'R' as const,
  birthdate: '14',
  birthmonth: '7',
  birthyear: '1988',
  traitEthnicityCulture: 'French,First Peoples',
};

describe('enrolling for rewards', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('enrols with the chosen cause, assigns a loyalty id and leaves welcome messages', async () => {
    const { token } = await api.signIn('ivy');
    const enrolled = await api.call('enrolCause', { token, body: { locationExternalReference: 'web', charityID: '005SUW' } });
    assert.deepEqual(enrolled.body, { enrolledForRewards: true, charitableCause: '005SUW' });
    const profile = await api.call('getProfile', { token });
    assert.equal(profile.body.enrolledForRewards, true);
    assert.match(profile.body.loyaltyId ?? '', /^6041\d{12}$/);
    assert.equal(profile.body.traits.loyaltyProgramUser?.value, true);
    assert.equal(profile.body.traits.SendWelcomeEmail, true);
    const messages = await api.call('messages', { token });
    assert.equal(messages.body.messages.length, 2);
    assert.equal(
      messages.body.messages.every((message) => !message.read),
      true,
    );
  });

  it('applies the default cause 006WWF when a charity-eligible member names none', async () => {
    const { token } = await api.signIn('jon');
    const enrolled = await api.call('enrolCharityEligible', { token, body: { locationExternalReference: 'email' } });
    assert.deepEqual(enrolled.body, { enrolledForRewards: true, charitableCause: '006WWF' });
  });

  it('gives members of the Always campaign its cause 003EPP by default', async () => {
    const signedIn = await api.call('login', {
      body: { campaignName: 'alwayscoupon2025', authCode: 'code-for-kim', codeVerifier: CODE_VERIFIER, redirectUri: REDIRECT_URI },
    });
    const enrolled = await api.call('enrolCharityEligible', {
      token: signedIn.body.authToken,
      body: { locationExternalReference: 'email' },
    });
    assert.equal(enrolled.body.charitableCause, '003EPP');
  });

  it('refuses a cause that is not one of the spec’s codes', async () => {
    const { token } = await api.signIn('lea');
    const answer = await api.call('enrolCause', { token, body: { locationExternalReference: 'web', charityID: 'wwf' } });
    assert.deepEqual(answer.body, { statusCode: 400, message: API_MESSAGES.badRequest });
    assert.equal((await api.call('getProfile', { token })).body.enrolledForRewards, false);
  });

  it('is idempotent: enrolling again only changes the cause and leaves no second welcome', async () => {
    const { token } = await api.member('max');
    await api.call('enrolCause', { token, body: { locationExternalReference: 'web', charityID: '012OHF' } });
    assert.equal((await api.call('getProfile', { token })).body.traits.charitableCause, '012OHF');
    assert.equal((await api.call('messages', { token })).body.messages.length, 2);
  });
});

describe('the profile', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('takes the profile payload into the traits: gender as given (R for rather not say), birth date, ethnicity', async () => {
    const { token } = await api.member('nora');
    const answer = await api.call('updateProfile', { token, body: profilePayload });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.traits.gender, 'R');
    assert.equal(answer.body.traits.birthDate, '1988-07-14');
    assert.equal(answer.body.traits.traitEthnicityCulture, 'French,First Peoples');
  });

  it('refuses a gender the contract does not know (the site sends R, never I)', async () => {
    const { token } = await api.member('omar');
    assert.equal((await api.call('updateProfile', { token, body: { ...profilePayload, gender: 'I' as never } })).status, 400);
  });

  it('refuses an impossible date 400 and a minor (by year and month) 422', async () => {
    const { token } = await api.member('pia');
    assert.equal((await api.call('updateProfile', { token, body: { ...profilePayload, birthdate: '31', birthmonth: '2' } })).status, 400);
    // The clock says November 2026: born December 2008 is 17 years and 11 months.
    const minor = await api.call('updateProfile', { token, body: { ...profilePayload, birthmonth: '12', birthyear: '2008' } });
    assert.deepEqual(minor.body, { statusCode: 422, message: API_MESSAGES.unprocessableEntity });
    const adult = await api.call('updateProfile', { token, body: { ...profilePayload, birthmonth: '11', birthyear: '2008' } });
    assert.equal(adult.status, 200);
  });

  it('refuses an ethnicity that is not one of the options', async () => {
    const { token } = await api.member('quinn');
    assert.equal((await api.call('updateProfile', { token, body: { ...profilePayload, traitEthnicityCulture: 'Martian' } })).status, 400);
  });

  it('changes the cause with user/cause and refuses an unknown one', async () => {
    const { token } = await api.member('rosa');
    const changed = await api.call('updateCause', { token, body: { charityCauseId: '001CSDW', isInitialSelection: false } });
    assert.equal(changed.body.traits.charitableCause, '001CSDW');
    assert.equal((await api.call('updateCause', { token, body: { charityCauseId: '999XYZ' } })).status, 400);
  });

  it('sets the transaction charity to a cause or the pledge 648, and refuses anything else', async () => {
    const { token, consumerId } = await api.member('saul');
    assert.deepEqual((await api.call('transactionCustomFields', { token, body: { transactionTypeExternalReference: '648' } })).body, {
      ok: true,
    });
    assert.deepEqual((await api.call('transactionCustomFields', { token, body: { transactionTypeExternalReference: '007COF' } })).body, {
      ok: true,
    });
    const row = api.server.db
      .prepare<[string], { transaction_charity_id: string }>('SELECT transaction_charity_id FROM members WHERE consumer_id = ?')
      .get(consumerId);
    assert.equal(row?.transaction_charity_id, '007COF');
    assert.equal((await api.call('transactionCustomFields', { token, body: { transactionTypeExternalReference: 'nope' } })).status, 400);
  });
});

describe('the delivery address', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('is stored, with a street line 2 of a single space meaning none', async () => {
    const { token } = await api.member('tara');
    const answer = await api.call('updateAddress', { token, body: address });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.traits.addressLine1, '1200 rue Sainte-Catherine O');
    assert.equal(answer.body.traits.addressLine2, null);
    assert.equal(answer.body.traits.cityName, 'Montréal');
    assert.equal(answer.body.traits.postalAreaCode, 'H3B1K9');
    assert.equal(answer.body.traits.territoryName, 'QC');
  });

  it('cannot be changed once submitted (spec section 5), though sending it again is fine', async () => {
    const { token } = await api.member('umar');
    await api.call('updateAddress', { token, body: address });
    assert.equal((await api.call('updateAddress', { token, body: address })).status, 200);
    const moved = await api.call('updateAddress', { token, body: { ...address, addressStreet1: '55 Bay St' } });
    assert.deepEqual(moved.body, { statusCode: 422, message: API_MESSAGES.unprocessableEntity });
  });

  it('refuses a postal code with a space or a province that does not exist', async () => {
    const { token } = await api.member('vera');
    assert.equal((await api.call('updateAddress', { token, body: { ...address, zipcode: 'H3B 1K9' } })).status, 400);
    assert.equal((await api.call('updateAddress', { token, body: { ...address, state: 'ZZ' as never } })).status, 400);
  });
});

describe('changing the password', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  const change = (currentPassword: string, newPassword: string) => ({ body: { currentPassword, newPassword } });

  it('sets it at the identity provider for the member’s identity, with the current password', async () => {
    const { token } = await api.member('wes');
    assert.deepEqual((await api.call('changePassword', { token, ...change(CURRENT_PASSWORD, 'Kettle-Marmot-2026!') })).body, { ok: true });
    assert.deepEqual(api.identity.passwordChanges.at(-1), { sub: 'sub-wes', newPassword: 'Kettle-Marmot-2026!' });
  });

  it('answers 422 Current password is incorrect, and changes nothing, when the current password is wrong', async () => {
    const { token } = await api.member('walt');
    const before = api.identity.passwordChanges.length;
    const answer = await api.call('changePassword', { token, ...change('not-my-password', 'Kettle-Marmot-2026!') });
    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.currentPasswordIncorrect });
    assert.equal(api.identity.passwordChanges.length, before);
  });

  it('answers 429 with Retry-After while the identity provider has the account locked out', async () => {
    const { token } = await api.member('wyn');
    const answer = await api.call('changePassword', { token, ...change('locked-out', 'Kettle-Marmot-2026!') });
    assert.equal(answer.status, 429);
    assert.equal(answer.headers.get('retry-after'), '840');
  });

  it('answers 422 Password validation failed when the identity provider refuses the new one', async () => {
    const { token } = await api.member('xena');
    const answer = await api.call('changePassword', { token, ...change(CURRENT_PASSWORD, 'password123') });
    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.passwordValidationFailed });
  });

  it('understands the identity server’s own refusals: invalid_password is 422, unknown_account 502', async () => {
    const { token } = await api.member('yoko');
    assert.equal((await api.call('changePassword', { token, ...change(CURRENT_PASSWORD, 'guessable-1') })).status, 422);
    assert.deepEqual((await api.call('changePassword', { token, ...change(CURRENT_PASSWORD, 'ghost-account-1') })).body, {
      statusCode: 502,
      message: API_MESSAGES.badGateway,
    });
  });

  it('refuses a password shorter than 8 characters before asking anyone', async () => {
    const { token } = await api.member('yan');
    const before = api.identity.passwordChanges.length;
    assert.equal((await api.call('changePassword', { token, ...change(CURRENT_PASSWORD, 'short') })).status, 400);
    assert.equal(api.identity.passwordChanges.length, before);
  });

  it('ends the member’s other sessions and keeps the one that changed it', async () => {
    const { token } = await api.member('yuri');
    const { token: otherDevice } = await api.signIn('yuri');
    await api.call('changePassword', { token, ...change(CURRENT_PASSWORD, 'Kettle-Marmot-2026!') });
    assert.equal((await api.call('getProfile', { token })).status, 200);
    assert.deepEqual((await api.call('getProfile', { token: otherDevice })).body, { statusCode: 401, message: API_MESSAGES.invalidJwt });
  });
});

describe('opting out', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('closes every member call with 403 except reading the profile, opting back in and logging out', async () => {
    const { token } = await api.member('zoe');
    assert.deepEqual((await api.call('optOut', { token })).body, { ok: true });
    assert.deepEqual((await api.call('points', { token })).body, { statusCode: 403, message: API_MESSAGES.forbidden });
    assert.equal((await api.call('rewards', { token })).status, 403);
    assert.equal((await api.call('updateProfile', { token, body: profilePayload })).status, 403);
    const profile = await api.call('getProfile', { token });
    assert.equal(profile.body.optedOutUser, true);
    assert.equal(profile.body.causeRewardEligible, false);
  });

  it('is undone by { optin: true }, with the same email and everything as it was', async () => {
    const { token, consumerId } = await api.member('abel');
    await api.call('optOut', { token });
    const back = await api.call('updateProfile', { token, body: { optin: true } });
    assert.equal(back.body.optedOutUser, false);
    assert.equal(back.body.ids.consumerId, consumerId);
    assert.equal(back.body.ids.email, 'abel@example.ca');
    assert.equal((await api.call('points', { token })).status, 200);
  });

  it('shows on the next sign-in', async () => {
    const { token } = await api.member('bea');
    await api.call('optOut', { token });
    const again = await api.signIn('bea');
    assert.equal(again.profile.optedOutUser, true);
    assert.equal((await api.call('logout', { token: again.token })).status, 200);
  });
});
