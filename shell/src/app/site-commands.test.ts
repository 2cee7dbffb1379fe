/**
 * @jest-environment node
 */
import { apiQueryKey } from '@maple/contracts';
import { aMemberSummary, aPointsBalance, aProfile } from '@maple/testing';
import { CONSENT_KEY } from '../features/consent/services/consent';
import { createModalStore } from '../features/modals/services/modal-store';
import { SESSION_ENDED_KEY, SESSION_KEYS } from '../features/session/services/session-keys';
import { createMemoryStorage } from '../lib/safe-storage';
import { createSiteStore } from '../lib/site-store';
import { createTestServices } from '../testing/create-test-services';
import { createSiteCommands } from './site-commands';

function commandsFor(state: Parameters<typeof createSiteStore>[0] = {}) {
  const store = createSiteStore(state);
  const modals = createModalStore();
  const chooseCause = jest.fn();
  const resumeSession = jest.fn();
  const commands = createSiteCommands({
    store,
    modals,
    isScreen: (path) => path.startsWith('/rewards/'),
    locale: () => 'en-CA',
    chooseCause,
    resumeSession,
    chooseConsent: jest.fn(),
    session: { signOut: jest.fn(), refreshMember: jest.fn() },
    goTo: jest.fn(),
  });
  return { commands, modals, store, chooseCause, resumeSession };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtExpiringIn = (seconds: number) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'c-1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

/**
 * The commands wired to the shell's own services, as start-site wires them, for a member of a
 * stored session (c-1, 10 minutes left) on a French page; `visited` records where they took them.
 */
function shellCommandsFor(answers: NonNullable<Parameters<typeof createTestServices>[0]>['answers'] = {}) {
  const storage = createMemoryStorage();
  storage.setItem(SESSION_KEYS.loggedIn, 'true');
  storage.setItem(SESSION_KEYS.consumerId, 'c-1');
  storage.setItem(SESSION_KEYS.token, jwtExpiringIn(600));
  storage.setItem(SESSION_KEYS.idTokenHint, 'id-token-1');
  const test = createTestServices({ storage, answers });
  const visited: string[] = [];
  const commands = createSiteCommands({
    store: test.services.store,
    modals: test.services.modals,
    isScreen: () => true,
    locale: () => 'fr-CA',
    chooseCause: test.services.chooseCause,
    resumeSession: () => void test.session.restore(() => 'fr-CA'),
    chooseConsent: test.services.chooseConsent,
    session: test.session,
    goTo: (path) => visited.push(path),
  });
  return { ...test, commands, visited };
}

/** Waits for what a command started without returning it (it answers at once, the session follows). */
async function eventually(check: () => void) {
  for (let turn = 0; ; turn += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (turn === 100) throw error;
      await new Promise((resolve) => process.nextTick(resolve));
    }
  }
}

const sessions: { dispose(): void }[] = [];
afterEach(() => {
  sessions.splice(0).forEach((session) => session.dispose());
  jest.useRealTimers();
});

describe('createSiteCommands', () => {
  it('asks a visitor to sign in, coming back to a page of the site only', () => {
    const { commands, modals } = commandsFor();
    commands.promptLogin({ reason: 'sweepstakes', returnTo: '/rewards/all/' });
    expect(modals.getState().modal).toEqual({ kind: 'loginPrompt', reason: 'sweepstakes', returnTo: '/rewards/all/' });

    commands.promptLogin({ reason: 'sweepstakes', returnTo: 'https://elsewhere.example/' });
    expect(modals.getState().modal).toMatchObject({ returnTo: '/' });
  });

  it('tells an opted-out member how to opt back in, never to sign in: they are signed in', () => {
    const { commands, modals } = commandsFor({ loggedIn: true, profile: aMemberSummary({ optedOut: true }) });
    commands.promptLogin({ reason: 'donation', returnTo: '/rewards/' });
    expect(modals.getState().modal).toEqual({ kind: 'optedOut' });
  });

  it('keeps the first error code until the modal is closed', () => {
    const { commands, store } = commandsFor();
    commands.showError(1160);
    commands.showError(1275);
    expect(store.getState().errorModalCode).toBe(1160);
  });

  it('passes the cause chosen and the request to sign back in to the shell’s services', () => {
    const { commands, chooseCause, resumeSession } = commandsFor();
    commands.chooseCause('007COF');
    commands.resumeSession();
    expect(chooseCause).toHaveBeenCalledWith('007COF');
    expect(resumeSession).toHaveBeenCalledTimes(1);
  });

  it('ends a session the account remote ended: home first, signed out as by Log out, then the provider’s logout, saying why', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const test = shellCommandsFor({ getProfile: { ok: true, data: aProfile({ ids: { consumerId: 'c-1' } }) } });
    sessions.push(test.session);
    const discovery = { authorization_endpoint: 'http://localhost:8091/auth', end_session_endpoint: 'http://localhost:8091/session/end' };
    globalThis.fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(discovery), { status: 200 }));
    await test.session.restore(() => 'fr-CA');
    expect(test.services.store.getState().loggedIn).toBe(true);

    test.commands.endSession('accountDeleted');

    expect(test.visited).toEqual(['/fr/']);
    await eventually(() => expect(test.services.store.getState().loggedIn).toBe(false));
    for (const key of Object.values(SESSION_KEYS)) expect(test.storage.getItem(key)).toBeNull();
    expect(test.services.store.getState().alerts.map((alert) => alert.id)).toEqual(['account-deleted']);
    expect(test.storage.getItem(SESSION_ENDED_KEY)).toBe('accountDeleted');
    // The API ended every session of the member already: no logout call.
    expect(test.apiCalls.map((call) => call.id)).not.toContain('logout');
    await jest.advanceTimersByTimeAsync(3000);
    expect(test.left).toHaveLength(1);
    expect(new URL(test.left[0] ?? '').searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:8080/fr/');
  });

  it('records all cookies accepted as the consent banner does: in the store and on the device', () => {
    const test = shellCommandsFor();
    sessions.push(test.session);
    expect(test.services.store.getState().cookiesAccepted).toBeNull();

    test.commands.acceptAllCookies();

    expect(test.services.store.getState().cookiesAccepted).toBe(true);
    expect(test.storage.getItem(CONSENT_KEY)).toBe('all');
  });

  it('reads the member afresh without a reload: the opted-out profile shown, their points refetched', async () => {
    let optedOut = false;
    const points = jest.fn(() => ({ ok: true as const, data: aPointsBalance(120) }));
    const test = shellCommandsFor({
      getProfile: () => ({ ok: true, data: aProfile({ ids: { consumerId: 'c-1' }, optedOutUser: optedOut }) }),
      points,
    });
    sessions.push(test.session);
    await test.session.restore(() => 'fr-CA');
    const pointsKey = apiQueryKey('points', undefined, { locale: 'fr-CA', consumerId: 'c-1' });
    await test.queryClient.fetchQuery({ queryKey: pointsKey, queryFn: () => points().data });
    expect(test.services.store.getState().profile?.optedOut).toBe(false);

    optedOut = true;
    test.commands.refreshMember();

    await eventually(() => expect(test.services.store.getState().profile?.optedOut).toBe(true));
    expect(test.services.modals.getState().modal).toEqual({ kind: 'optedOut' });
    expect(test.apiCalls.filter((call) => call.id === 'getProfile')).toHaveLength(2);
    await eventually(() => expect(test.queryClient.getQueryState(pointsKey)?.isInvalidated).toBe(true));
  });
});
