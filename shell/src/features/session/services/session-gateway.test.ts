/**
 * @jest-environment node
 */
import { createMemoryStorage, type KeyValueStorage } from '#src/lib/safe-storage.ts';
import { createTestServices } from '#src/testing/create-test-services.ts';
import { createSessionGateway, type SessionModuleLoader, type StartSessionOptions } from './session-gateway';
import type { SessionService } from './session-service';
import { SESSION_KEYS } from './session-keys';

/** A session service that records what it was asked. */
function recordingService(asked: string[]): SessionService {
  const record = (name: string) => async () => {
    asked.push(name);
  };
  return {
    validToken: () => 'the-token',
    signIn: record('signIn'),
    completeSignIn: async () => ({ ok: true, returnTo: '/' }),
    restore: record('restore'),
    recognise: (() => void asked.push('recognise')) as SessionService['recognise'],
    signOut: record('signOut'),
    refreshMember: record('refreshMember'),
    loadMember: async () => true,
    recordHomeScreenInstall: record('recordHomeScreenInstall'),
    optBackIn: async () => true,
    dispose: () => asked.push('dispose'),
  };
}

function gateway({ storage = createMemoryStorage(), failLoads = 0 }: { storage?: KeyValueStorage; failLoads?: number } = {}) {
  const asked: string[] = [];
  const problems: { problem: string; retry?: () => void }[] = [];
  let loads = 0;
  const loader: SessionModuleLoader = async () => {
    loads += 1;
    if (loads <= failLoads) throw new Error('ChunkLoadError: the session chunk failed');
    return { startSession: async () => recordingService(asked) };
  };
  const options = {
    ...createTestServices({ storage }).services,
    storage,
    onIdentityProblem: (problem: string, retry?: () => void) => problems.push({ problem, ...(retry ? { retry } : {}) }),
  } as unknown as StartSessionOptions;
  return { session: createSessionGateway(options, loader), asked, problems, loads: () => loads, store: options.store };
}

describe('the session gateway', () => {
  it('downloads nothing for a visitor without a stored session, even when asked to resume, read the member or sign out', async () => {
    const { session, loads, asked } = gateway();
    expect(session.hasStoredSession()).toBe(false);
    await session.restore(() => 'en-CA');
    await session.recognise(() => 'en-CA');
    await session.refreshMember('en-CA');
    await session.signOut('other-tab', 'en-CA');
    expect(session.validToken()).toBeNull();
    expect(loads()).toBe(0);
    expect(asked).toEqual([]);
  });

  it('loads the session’s code when the browser keeps a session, and recognises or resumes it', async () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    const { session, loads, asked } = gateway({ storage });
    expect(session.hasStoredSession()).toBe(true);
    await session.recognise(() => 'en-CA');
    await session.restore(() => 'en-CA');
    expect(asked).toEqual(['recognise', 'restore']);
    expect(session.validToken()).toBe('the-token');
    expect(loads()).toBe(1);
  });

  it('says a stored session is being taken up from the call, once its code is in, until it is done', async () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    const { session, store, asked } = gateway({ storage });

    await session.load();
    const restoring = session.restore(() => 'en-CA');
    expect(store.getState().sessionRestoring).toBe(true);
    await restoring;

    expect(asked).toEqual(['restore']);
    expect(store.getState().sessionRestoring).toBe(false);
  });

  it('says a session is being taken up until the last of two overlapping restores is done', async () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    const { session, store } = gateway({ storage });
    const loaded = await session.load();
    const finish: (() => void)[] = [];
    loaded.restore = () => new Promise<void>((resolve) => finish.push(resolve));

    const first = session.restore(() => 'en-CA');
    const second = session.restore(() => 'en-CA');
    finish[0]?.();
    await first;
    expect(store.getState().sessionRestoring).toBe(true);
    finish[1]?.();
    await second;

    expect(store.getState().sessionRestoring).toBe(false);
  });

  it('never says a session is being taken up while its code cannot be downloaded', async () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    const { session, store } = gateway({ storage, failLoads: 1 });
    const states: boolean[] = [];
    store.subscribe((state) => states.push(state.sessionRestoring));

    await expect(session.restore(() => 'en-CA')).rejects.toThrow('ChunkLoadError');

    expect(states).toEqual([]);
  });

  it('says nothing is being taken up for a visitor without a stored session', async () => {
    const { session, store } = gateway();
    const states: boolean[] = [];
    store.subscribe((state) => states.push(state.sessionRestoring));

    await session.restore(() => 'en-CA');

    expect(states).toEqual([]);
  });

  it('loads the code once at the first Log in, however many times it is asked for', async () => {
    const { session, loads, asked } = gateway();
    await Promise.all([session.load(), session.signIn({ locale: 'en-CA', returnTo: '/', signup: false }), session.load()]);
    expect(loads()).toBe(1);
    expect(asked).toEqual(['signIn']);
  });

  it('says sign-in is unavailable when its code cannot be downloaded, and downloads it afresh on Try again', async () => {
    const { session, loads, asked, problems } = gateway({ failLoads: 1 });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await session.signIn({ locale: 'fr-CA', returnTo: '/fr/', signup: true });
    expect(problems.map(({ problem }) => problem)).toEqual(['signInUnavailable']);
    expect(asked).toEqual([]);
    problems[0]?.retry?.();
    await session.load();
    expect(loads()).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual(['signIn']);
  });
});

describe('the session gateway, once the session’s code has loaded', () => {
  it('runs a call at once, not a task later: a sign-out forgets the member before the page goes on', async () => {
    const { session, asked } = gateway();
    await session.load();
    void session.signOut('other-tab', 'en-CA');
    asked.push('the page goes on');
    expect(asked).toEqual(['signOut', 'the page goes on']);
  });
});
