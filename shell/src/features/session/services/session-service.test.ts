/**
 * @jest-environment node
 */
import { apiQueryKey } from '@maple/contracts';
import { aMemberSummary, anEarning, aPointsBalance, aProfile } from '@maple/testing';
import { clientErrorCode } from '#src/lib/errors/client-error-codes.ts';
import { REQUEST_CODES } from '#src/lib/errors/error-codes.ts';
import { createTestServices } from '#src/testing/create-test-services.ts';
import { createMemoryStorage } from '#src/lib/safe-storage.ts';
import { SESSION_ENDED_KEY, SESSION_KEYS } from './session-keys';
import { HOME_SCREEN_KEY } from './session-service';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtExpiringIn = (seconds: number) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'c-1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

const profile = aProfile({ ids: { consumerId: 'c-1' }, traits: { charitableCause: '001CSDW' } });

const profileKey = apiQueryKey('getProfile', undefined, { locale: 'en-CA', consumerId: 'c-1' });

/** A session stored by an earlier page: member c-1, with 10 minutes left. */
function storedSession() {
  const storage = createMemoryStorage();
  storage.setItem(SESSION_KEYS.loggedIn, 'true');
  storage.setItem(SESSION_KEYS.consumerId, 'c-1');
  storage.setItem(SESSION_KEYS.token, jwtExpiringIn(600));
  return storage;
}

const callback = (code: string, state = 'state-1') => `?code=${code}&state=${state}&iss=${encodeURIComponent('http://localhost:8091/')}`;

function awaitingCallback() {
  const storage = createMemoryStorage();
  storage.setItem(SESSION_KEYS.authState, 'state-1');
  storage.setItem(SESSION_KEYS.codeVerifier, 'v'.repeat(64));
  storage.setItem(SESSION_KEYS.exactPath, '/rewards/?tab=all');
  return storage;
}

const sessions: { dispose(): void }[] = [];
function track<T extends { session: { dispose(): void } }>(test: T): T {
  sessions.push(test.session);
  return test;
}
afterEach(() => {
  sessions.splice(0).forEach((session) => session.dispose());
  jest.restoreAllMocks();
});

describe('the session', () => {
  it('completes a sign-in: redeems the code, stores the session and returns to the member’s page', async () => {
    const token = jwtExpiringIn(1800);
    const test = track(
      createTestServices({
        storage: awaitingCallback(),
        answers: {
          login: { ok: true, data: { ...profile, authToken: token, idTokenHint: 'id-token-1' } },
        },
      }),
    );
    const signedIn: string[] = [];
    test.services.bus.on('session:signed-in', ({ consumerId }) => signedIn.push(consumerId));

    const outcome = await test.session.completeSignIn(callback('code-1'), 'en-CA');

    expect(outcome).toEqual({ ok: true, returnTo: '/rewards/?tab=all' });
    expect(test.apiCalls[0]).toEqual({
      id: 'login',
      input: {
        body: { campaignName: '', authCode: 'code-1', codeVerifier: 'v'.repeat(64), redirectUri: 'http://localhost:8080/auth/callback' },
      },
    });
    expect(test.storage.getItem(SESSION_KEYS.token)).toBe(token);
    expect(test.storage.getItem(SESSION_KEYS.consumerId)).toBe('c-1');
    expect(test.storage.getItem(SESSION_KEYS.loggedIn)).toBe('true');
    expect(test.storage.getItem(SESSION_KEYS.idTokenHint)).toBe('id-token-1');
    expect(test.storage.getItem(SESSION_KEYS.authState)).toBeNull();
    expect(test.services.store.getState()).toMatchObject({
      loggedIn: true,
      profile: { firstName: 'Ada', emailAddress: 'ada@example.ca' },
      loginCount: 1,
    });
    expect(signedIn).toEqual(['c-1']);
    expect(test.session.validToken()).toBe(token);
    expect(test.services.store.getState().charityId).toBe('001CSDW');
    // The pages that show the balance or the history query them; the session loads nothing more.
    expect(test.apiCalls.map((call) => call.id)).toEqual(['login']);
  });

  it('enrols a member who is not enrolled yet with their cause', async () => {
    const test = track(
      createTestServices({
        storage: awaitingCallback(),
        answers: {
          login: { ok: true, data: { ...profile, enrolledForRewards: false, authToken: jwtExpiringIn(1800) } },
          enrolCause: { ok: true, data: { enrolledForRewards: true, charitableCause: '006WWF' } },
        },
      }),
    );
    await test.session.completeSignIn(callback('c'), 'fr-CA');
    expect(test.apiCalls.find((call) => call.id === 'enrolCause')?.input).toEqual({
      body: { locationExternalReference: 'web', charityID: '006WWF' },
    });
    // The login's profile says "not enrolled": the first page to read the profile asks for it again.
    const primed = test.queryClient.getQueryState(apiQueryKey('getProfile', undefined, { locale: 'fr-CA', consumerId: 'c-1' }));
    expect(primed?.isInvalidated).toBe(true);
  });

  it('enrols a new member with the cause they chose before joining, in one call, and shows it everywhere', async () => {
    const storage = awaitingCallback();
    storage.setItem(SESSION_KEYS.chosenCause, '002TLOH');
    const test = track(
      createTestServices({
        storage,
        answers: {
          login: { ok: true, data: { ...profile, enrolledForRewards: false, authToken: jwtExpiringIn(1800) } },
          enrolCause: { ok: true, data: { enrolledForRewards: true, charitableCause: '002TLOH' } },
        },
      }),
    );

    await test.session.completeSignIn(callback('c'), 'en-CA');

    expect(test.apiCalls.map((call) => call.id)).toEqual(['login', 'enrolCause']);
    expect(test.apiCalls[1]?.input).toEqual({ body: { locationExternalReference: 'web', charityID: '002TLOH' } });
    expect(test.services.store.getState().charityId).toBe('002TLOH');
    expect(test.queryClient.getQueryData<typeof profile>(profileKey)).toMatchObject({
      enrolledForRewards: true,
      traits: { charitableCause: '002TLOH' },
    });
    expect(storage.getItem(SESSION_KEYS.chosenCause)).toBeNull();
  });

  it('forgets a cause chosen before signing in when the member had joined already, and keeps theirs', async () => {
    const storage = awaitingCallback();
    storage.setItem(SESSION_KEYS.chosenCause, '002TLOH');
    const test = track(
      createTestServices({ storage, answers: { login: { ok: true, data: { ...profile, authToken: jwtExpiringIn(1800) } } } }),
    );

    await test.session.completeSignIn(callback('c'), 'en-CA');

    expect(test.apiCalls.map((call) => call.id)).toEqual(['login']);
    expect(test.services.store.getState().charityId).toBe('001CSDW');
    expect(storage.getItem(SESSION_KEYS.chosenCause)).toBeNull();
  });

  it('refuses a callback whose state does not match and logs both values', async () => {
    const test = track(createTestServices({ storage: awaitingCallback() }));
    const outcome = await test.session.completeSignIn('?code=c&state=forged&iss=http%3A%2F%2Flocalhost%3A8091%2F', 'en-CA');
    expect(outcome).toEqual({ ok: false, code: clientErrorCode('authStateMismatch') });
    expect(test.apiCalls).toEqual([]);
    expect(test.logged[0]).toMatchObject({
      code: clientErrorCode('authStateMismatch'),
      payload: { state: 'forged', storedState: 'state-1' },
    });
  });

  it('refuses a callback without a code', async () => {
    const test = track(createTestServices({ storage: awaitingCallback() }));
    await expect(
      test.session.completeSignIn('?error=access_denied&state=state-1&iss=http%3A%2F%2Flocalhost%3A8091%2F', 'en-CA'),
    ).resolves.toEqual({
      ok: false,
      code: clientErrorCode('authCodeMissing'),
    });
  });

  it('passes on the login call’s code when the API refuses the code', async () => {
    const code = REQUEST_CODES.login.invalidAuthCode;
    const test = track(
      createTestServices({
        storage: awaitingCallback(),
        answers: { login: { ok: false, kind: 'invalidAuthCode', code, status: 400, message: 'Invalid auth code' } },
      }),
    );
    await expect(test.session.completeSignIn(callback('c'), 'en-CA')).resolves.toEqual({ ok: false, code });
    expect(test.storage.getItem(SESSION_KEYS.loggedIn)).toBeNull();
  });

  it('resumes a stored session whose token is still good', async () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(600));
    const test = track(createTestServices({ storage, answers: { getProfile: { ok: true, data: profile } } }));
    await test.session.restore(() => 'en-CA');
    expect(test.services.store.getState()).toMatchObject({ loggedIn: true, charityId: '001CSDW', profile: { consumerId: 'c-1' } });
    expect(test.apiCalls.map((call) => call.id)).toEqual(['getProfile']);
    // The pages that show the profile read it from the cache instead of asking a second time.
    expect(test.queryClient.getQueryData(apiQueryKey('getProfile', undefined, { locale: 'fr-CA', consumerId: 'c-1' }))).toEqual(profile);
  });

  it('resumes a stored session from the profile this tab read moments ago, without asking the API again', async () => {
    const test = track(createTestServices({ storage: storedSession(), answers: { getProfile: { ok: true, data: profile } } }));
    test.queryClient.setQueryData(profileKey, profile, { updatedAt: Date.now() - 5_000 });

    await test.session.restore(() => 'en-CA');

    expect(test.services.store.getState()).toMatchObject({ loggedIn: true, profile: { consumerId: 'c-1' } });
    expect(test.apiCalls).toEqual([]);
  });

  it('asks again for a profile this tab read longer ago than its stale time', async () => {
    const fresher = aProfile({ ids: { consumerId: 'c-1' }, traits: { firstName: 'Adeline' } });
    const test = track(createTestServices({ storage: storedSession(), answers: { getProfile: { ok: true, data: fresher } } }));
    test.queryClient.setQueryData(profileKey, profile, { updatedAt: Date.now() - 31_000 });

    await test.session.restore(() => 'en-CA');

    expect(test.apiCalls.map((call) => call.id)).toEqual(['getProfile']);
    expect(test.services.store.getState().profile?.firstName).toBe('Adeline');
  });

  it('puts the profile of the login answer in the cache without its session token or ID token', async () => {
    const test = track(
      createTestServices({
        storage: awaitingCallback(),
        answers: { login: { ok: true, data: { ...profile, authToken: jwtExpiringIn(1800), idTokenHint: 'id-token-1' } } },
      }),
    );

    await test.session.completeSignIn(callback('code-1'), 'en-CA');

    expect(test.queryClient.getQueryData(profileKey)).toEqual(profile);
  });

  it('keeps the member’s answers for the tab from sign-in, and forgets them at sign-out before the cache is emptied', async () => {
    const kept: string[] = [];
    const answersWhenForgotten: number[] = [];
    const test = track(
      createTestServices({
        storage: awaitingCallback(),
        answers: { login: { ok: true, data: { ...profile, authToken: jwtExpiringIn(1800) } } },
        tabCache: {
          keep: async (consumerId) => void kept.push(consumerId),
          forget: () => void answersWhenForgotten.push(test.queryClient.getQueryCache().getAll().length),
        },
      }),
    );

    await test.session.completeSignIn(callback('code-1'), 'en-CA');
    expect(kept).toEqual(['c-1']);
    await test.session.signOut('other-tab', 'en-CA');

    expect(answersWhenForgotten).toEqual([1]);
    expect(test.queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('recognises the member of a stored session where no member data is read, without a call, and reads them on the next page', async () => {
    const test = track(createTestServices({ storage: storedSession(), answers: { getProfile: { ok: true, data: profile } } }));

    await test.session.recognise(() => 'en-CA');
    expect(test.services.store.getState()).toMatchObject({ loggedIn: true, profile: null });
    expect(test.apiCalls).toEqual([]);

    await test.session.restore(() => 'en-CA');
    expect(test.services.store.getState()).toMatchObject({ loggedIn: true, profile: { consumerId: 'c-1' }, charityId: '001CSDW' });
    expect(test.apiCalls.map((call) => call.id)).toEqual(['getProfile']);
  });

  it('ends an expired stored session instead of recognising its member', async () => {
    const storage = storedSession();
    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(20));
    const test = track(createTestServices({ storage }));

    await test.session.recognise(() => 'en-CA');

    expect(test.services.store.getState()).toMatchObject({ loggedIn: false, profile: null });
    expect(storage.getItem(SESSION_KEYS.loggedIn)).toBeNull();
    expect(test.logged[0]).toMatchObject({ code: clientErrorCode('tokenExpired') });
  });

  it('ends a stored session whose token has 30 seconds or less left, without asking for the profile', async () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    storage.setItem(SESSION_KEYS.consumerId, 'c-1');
    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(20));
    const test = track(createTestServices({ storage }));
    const signedOut: string[] = [];
    test.services.bus.on('session:signed-out', ({ reason }) => signedOut.push(reason));
    await test.session.restore(() => 'en-CA');
    expect(test.apiCalls).toEqual([]);
    expect(signedOut).toEqual(['expired']);
    expect(test.logged[0]).toMatchObject({ code: clientErrorCode('tokenExpired'), payload: { consumerId: 'c-1' } });
    expect(storage.getItem(SESSION_KEYS.loggedIn)).toBeNull();
  });

  it('tells a member whose session ended while they were away that it ended, in both languages', async () => {
    const storage = storedSession();
    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(20));
    const test = track(createTestServices({ storage }));
    await test.session.restore(() => 'fr-CA');

    const [notice] = test.services.store.getState().alerts;
    expect(notice?.message['en-CA']).toBe('Your session ended after 30 minutes, to keep your account safe. Log in again to continue.');
    expect(notice?.message['fr-CA']).toBe(
      'Votre session a pris fin après 30 minutes, pour protéger votre compte. Connectez-vous de nouveau pour continuer.',
    );
    // Nothing left for a later page: this one says it.
    expect(storage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });

  it('says so when the session ends by itself on the page, and again on the page the provider’s logout returns to', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const storage = storedSession();
    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(90));
    const test = track(createTestServices({ storage, answers: { getProfile: { ok: true, data: profile } } }));
    const discovery = { authorization_endpoint: 'http://localhost:8091/auth', end_session_endpoint: 'http://localhost:8091/session/end' };
    globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(discovery), { status: 200 }));
    await test.session.restore(() => 'en-CA');
    expect(test.services.store.getState()).toMatchObject({ loggedIn: true, alerts: [] });

    // 30 seconds before the token's end, the timer signs the member out.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(test.services.store.getState().loggedIn).toBe(false);
    expect(test.services.store.getState().alerts.map((alert) => alert.id)).toEqual(['session-ended']);
    expect(storage.getItem(SESSION_ENDED_KEY)).toBe('expired');
    expect(test.apiCalls.map((call) => call.id)).not.toContain('logout');
    jest.useRealTimers();
  });

  it('says nothing of the kind when the member logs out', async () => {
    const storage = storedSession();
    const test = track(createTestServices({ storage, answers: { logout: { ok: true, data: { ok: true } } } }));
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await test.session.signOut('member', 'en-CA');
    expect(test.services.store.getState().alerts).toEqual([]);
    expect(storage.getItem(SESSION_ENDED_KEY)).toBeNull();
  });

  it('logs out: clears every member datum, then leaves for the provider’s logout after 3 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const storage = createMemoryStorage();
    for (const key of Object.values(SESSION_KEYS)) storage.setItem(key, 'x');
    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(900));
    const test = track(createTestServices({ storage, answers: { logout: { ok: true, data: { ok: true } } } }));
    const discovery = { authorization_endpoint: 'http://localhost:8091/auth', end_session_endpoint: 'http://localhost:8091/session/end' };
    globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(discovery), { status: 200 }));

    await test.session.signOut('member', 'fr-CA');
    for (const key of Object.values(SESSION_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(test.apiCalls.map((call) => call.id)).toEqual(['logout']);
    expect(test.left).toEqual([]);
    jest.advanceTimersByTime(3000);
    expect(test.left).toHaveLength(1);
    const url = new URL(test.left[0] ?? '');
    expect(url.origin + url.pathname).toBe('http://localhost:8091/session/end');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:8080/fr/');
    // The ID token kept at sign-in lets the provider end its session without asking.
    expect(url.searchParams.get('id_token_hint')).toBe('x');
    jest.useRealTimers();
  });

  it('shows an opted-out member the opted-out message instead of loading their points', async () => {
    const test = track(
      createTestServices({
        storage: awaitingCallback(),
        answers: { login: { ok: true, data: { ...profile, optedOutUser: true, authToken: jwtExpiringIn(1800) } } },
      }),
    );
    await test.session.completeSignIn(callback('c'), 'en-CA');
    expect(test.services.modals.getState().modal).toEqual({ kind: 'optedOut' });
    expect(test.apiCalls.map((call) => call.id)).toEqual(['login']);
  });

  it('opts a member back in with the same email', async () => {
    const test = track(
      createTestServices({
        answers: { updateProfile: { ok: true, data: profile } },
      }),
    );
    test.services.store.actions.signIn(aMemberSummary({ consumerId: 'c-1', optedOut: true }));
    await expect(test.session.optBackIn()).resolves.toBe(true);
    expect(test.apiCalls[0]).toEqual({ id: 'updateProfile', input: { body: { optin: true } } });
    // Active again: the member's data can be read.
    expect(test.services.store.getState().profile?.optedOut).toBe(false);
  });

  it('credits adding the site to the home screen once, and waits for a sign-in when signed out', async () => {
    const storage = createMemoryStorage();
    const test = track(
      createTestServices({
        storage,
        answers: {
          memberInteraction: {
            ok: true,
            data: anEarning({ pointsAwarded: 25, causePointsAwarded: 0, sweepstakesEntries: 0, pointsBalance: 25 }),
          },
        },
      }),
    );
    await test.session.recordHomeScreenInstall();
    expect(test.apiCalls).toEqual([]);
    expect(storage.getItem(HOME_SCREEN_KEY)).toBe('pending');

    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(900));
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    storage.setItem(SESSION_KEYS.consumerId, 'c-1');
    test.queryClient.setQueryData(profileKey, profile, { updatedAt: Date.now() });
    const balanceKey = apiQueryKey('points', undefined, { locale: 'en-CA', consumerId: 'c-1' });
    test.queryClient.setQueryData(balanceKey, aPointsBalance(0));
    await test.session.restore(() => 'en-CA');
    await test.session.recordHomeScreenInstall();
    expect(test.apiCalls).toEqual([
      { id: 'memberInteraction', input: { body: { interaction: { type: 'HOME_SCREEN_INSTALL', reference: 'home-screen' } } } },
    ]);
    // The cached balance is stale now: wherever it is shown, it refetches.
    expect(test.queryClient.getQueryState(balanceKey)?.isInvalidated).toBe(true);
    await test.session.recordHomeScreenInstall();
    expect(test.apiCalls).toHaveLength(1);
  });

  it('keeps a home-screen install pending while the member’s email address is not confirmed: the API would refuse it', async () => {
    const storage = storedSession();
    storage.setItem(HOME_SCREEN_KEY, 'pending');
    const unconfirmed = aProfile({ ids: { consumerId: 'c-1' }, traits: { emailVerified: false } });
    const test = track(createTestServices({ storage, answers: { getProfile: { ok: true, data: unconfirmed } } }));

    await test.session.restore(() => 'en-CA');
    await test.session.recordHomeScreenInstall();

    // The profile read at resume, then afresh at the install: still not confirmed.
    expect(test.apiCalls.map((call) => call.id)).toEqual(['getProfile', 'getProfile']);
    expect(storage.getItem(HOME_SCREEN_KEY)).toBe('pending');
  });

  it('credits a home-screen install once the member has confirmed their address since their profile was read', async () => {
    const storage = storedSession();
    let profileNow = aProfile({ ids: { consumerId: 'c-1' }, traits: { emailVerified: false } });
    const test = track(
      createTestServices({
        storage,
        answers: {
          getProfile: () => ({ ok: true, data: profileNow }),
          memberInteraction: { ok: true, data: anEarning({ pointsAwarded: 25, causePointsAwarded: 0, sweepstakesEntries: 0 }) },
        },
      }),
    );
    await test.session.restore(() => 'en-CA');

    profileNow = aProfile({ ids: { consumerId: 'c-1' }, traits: { emailVerified: true } });
    await test.session.recordHomeScreenInstall();

    expect(test.apiCalls.map((call) => call.id)).toEqual(['getProfile', 'getProfile', 'memberInteraction']);
    expect(storage.getItem(HOME_SCREEN_KEY)).toBe('credited');
  });

  it('says cookies are off instead of leaving when the browser refuses storage', async () => {
    const test = track(createTestServices({ persistentStorage: false }));
    await test.session.signIn({ locale: 'en-CA', returnTo: '/coupons/', signup: false });
    expect(test.cookiesDisabled).toHaveLength(1);
    expect(test.left).toEqual([]);
    expect(test.logged[0]).toMatchObject({ code: clientErrorCode('cookiesDisabled'), payload: { path: '/coupons/' } });
  });

  it('sends the visitor to the provider with state, PKCE, scopes, audience, locale and the sign-up hint', async () => {
    const test = track(createTestServices());
    await test.session.signIn({ locale: 'fr-CA', returnTo: '/fr/sondage/', signup: true });
    const url = new URL(test.left[0] ?? '');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'site',
      response_type: 'code',
      redirect_uri: 'http://localhost:8080/fr/auth/retour',
      scope: 'openid email offline_access',
      code_challenge_method: 'S256',
      audience: 'api',
      ui_locales: 'fr-CA',
      screen_hint: 'signup',
      state: test.storage.getItem(SESSION_KEYS.authState),
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(test.storage.getItem(SESSION_KEYS.exactPath)).toBe('/fr/sondage/');
  });

  it('leaves once, with the state it stored, when sign-in is asked again while it is being prepared', async () => {
    const test = track(createTestServices());
    await Promise.all([
      test.session.signIn({ locale: 'en-CA', returnTo: '/scholarship/', signup: false }),
      test.session.signIn({ locale: 'en-CA', returnTo: '/scholarship/', signup: false }),
    ]);
    expect(test.left).toHaveLength(1);
    expect(new URL(test.left[0] ?? '').searchParams.get('state')).toBe(test.storage.getItem(SESSION_KEYS.authState));
  });

  it('never stores a return address that leaves the site (open redirect)', async () => {
    const test = track(createTestServices());
    for (const returnTo of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/', '/%2F%2Fevil.example/x']) {
      await test.session.signIn({ locale: 'en-CA', returnTo, signup: true });
      expect(test.storage.getItem(SESSION_KEYS.exactPath)).toBe('/');
    }
  });

  it('sends the member home when the stored return address was tampered with', async () => {
    const storage = awaitingCallback();
    storage.setItem(SESSION_KEYS.exactPath, '//evil.example/x');
    const test = track(
      createTestServices({ storage, answers: { login: { ok: true, data: { ...profile, authToken: jwtExpiringIn(1800) } } } }),
    );
    await expect(test.session.completeSignIn(callback('c'), 'fr-CA')).resolves.toEqual({ ok: true, returnTo: '/fr/' });
  });

  it('says sign-in is unavailable, and offers to try again, when the identity provider cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const test = track(createTestServices({ identityReachable: false }));
    await expect(test.session.signIn({ locale: 'en-CA', returnTo: '/coupons/', signup: false })).resolves.toBeUndefined();
    expect(test.left).toEqual([]);
    expect(test.services.modals.getState().modal).toMatchObject({ kind: 'signInUnavailable', retry: expect.any(Function) });
    expect(test.storage.getItem(SESSION_KEYS.authState)).toBeNull();
  });

  it('signs the member out here and says so when the provider’s logout cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(900));
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    const test = track(createTestServices({ storage, identityReachable: false, answers: { logout: { ok: true, data: { ok: true } } } }));
    await test.session.signOut('member', 'en-CA');
    expect(storage.getItem(SESSION_KEYS.loggedIn)).toBeNull();
    expect(test.services.store.getState().loggedIn).toBe(false);
    expect(test.services.modals.getState().modal).toEqual({ kind: 'signOutUnavailable' });
    expect(test.left).toEqual([]);
  });

  it('leaves even when the API refuses the logout, without the error modal', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.token, jwtExpiringIn(900));
    const code = REQUEST_CODES.logout.invalidOrExpiredToken;
    const test = track(
      createTestServices({ storage, answers: { logout: { ok: false, kind: 'invalidOrExpiredToken', code, status: 401, message: 'x' } } }),
    );
    await test.session.signOut('member', 'en-CA');
    expect(test.apiCalls[0]).toMatchObject({ id: 'logout', options: { errors: 'inline' } });
    jest.advanceTimersByTime(3000);
    expect(test.left).toHaveLength(1);
    jest.useRealTimers();
  });
});
