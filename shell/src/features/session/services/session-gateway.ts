import type { Locale, SiteQueryClient } from '@maple/contracts';
import type { SessionService, SessionServiceOptions, SignInOutcome } from './session-service';
import { SESSION_KEYS } from './session-keys';

/** What the session is started with: its service's options, the site's query cache (created when it starts) and the page's language. */
export type StartSessionOptions = Omit<SessionServiceOptions, 'queryClient' | 'tabCache'> & {
  readonly queryClient: SiteQueryClient;
  readonly currentLocale: () => Locale;
};

/** Starts the session: given by the app layer, which puts the session's parts together (app/session-module.ts). */
export type StartSession = (options: StartSessionOptions) => Promise<SessionService>;

/** Loads the session's chunk: its own, with jose, the error catalogue, the member's progress and the tab cache. */
export type SessionModuleLoader = () => Promise<{ readonly startSession: StartSession }>;

/** What the shell asks of the session; every call loads the session's code first if it has to. */
export interface SessionGateway {
  /** The session token while it has more than 30 seconds left, else null (null until the session's code has loaded). */
  validToken(): string | null;
  /** True when the browser keeps a session (or a sign-in being completed): the session's code is needed at start. */
  hasStoredSession(): boolean;
  /** Loads the session's code (once); starting to load it early makes a click on Log in answer faster. */
  load(): Promise<SessionService>;
  signIn(request: Parameters<SessionService['signIn']>[0]): Promise<void>;
  completeSignIn(search: string, locale: Locale): Promise<SignInOutcome>;
  /**
   * Takes up a stored session (reads the member's profile); the site state says
   * `sessionRestoring` once the session's code is in (at once when it is already) until every
   * restore under way is done.
   */
  restore(locale: () => Locale): Promise<void>;
  /** On a page that reads no member data: the stored session's member is signed in without their profile. */
  recognise(locale: () => Locale): Promise<void>;
  signOut(reason: Parameters<SessionService['signOut']>[0], locale: Locale): Promise<void>;
  /** Reads the signed-in member afresh (profile, then their other data); nothing for a visitor. */
  refreshMember(locale: Locale): Promise<void>;
  recordHomeScreenInstall(): Promise<void>;
  optBackIn(): Promise<boolean>;
  /** Stops the session's expiry timer (the page is going away, or a test is over). */
  dispose(): void;
}

/**
 * The session as the shell's start-up holds it (issue 18, decision 014): a visitor who never
 * signs in downloads none of the sign-in code (oauth4webapi, jose, the session service, the
 * error catalogue). It loads when the browser keeps a session, on the sign-in callback, or at
 * the first Log in / Sign up. A failed download of it is said like an unreachable identity
 * provider: "Sign-in is unavailable right now", with Try again.
 */
export function createSessionGateway(options: StartSessionOptions, loadModule: SessionModuleLoader): SessionGateway {
  let service: SessionService | null = null;
  let loading: Promise<SessionService> | null = null;
  // Restores under way: a page's own resumeSession may overlap the one at arrival.
  let restoring = 0;

  function load(): Promise<SessionService> {
    loading ??= loadModule().then(
      async ({ startSession }) => (service = await startSession(options)),
      (error: unknown) => {
        // Forgotten, so the next click downloads it afresh.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  // Once loaded, a call runs at once, as it would without the gateway: a sign-out from another
  // tab forgets the member before whatever the page does next (a notice it shows).
  const withService = <T>(call: (loaded: SessionService) => Promise<T>): Promise<T> => (service ? call(service) : load().then(call));

  const { storage, store } = options;
  const hasStoredSession = () =>
    storage.getItem(SESSION_KEYS.loggedIn) === 'true' ||
    storage.getItem(SESSION_KEYS.token) !== null ||
    storage.getItem(SESSION_KEYS.authState) !== null;

  async function signIn(request: Parameters<SessionService['signIn']>[0]): Promise<void> {
    let loaded: SessionService;
    try {
      loaded = await load();
    } catch (error) {
      console.error('[shell] the sign-in code could not be loaded:', error);
      options.onIdentityProblem('signInUnavailable', () => void signIn(request));
      return;
    }
    await loaded.signIn(request);
  }

  return {
    validToken: () => service?.validToken() ?? null,
    hasStoredSession,
    load,
    signIn,
    completeSignIn: (search, locale) => withService((loaded) => loaded.completeSignIn(search, locale)),
    // Nothing to resume, and nothing to download, without a stored session.
    restore: async (locale) => {
      if (!hasStoredSession()) return;
      // Said once the code is in: a download that stalls must not leave the header waiting.
      const loaded = service ?? (await load());
      restoring += 1;
      store.actions.setSessionRestoring(true);
      try {
        await loaded.restore(locale);
      } finally {
        restoring -= 1;
        if (restoring === 0) store.actions.setSessionRestoring(false);
      }
    },
    recognise: async (locale) => {
      if (hasStoredSession()) await withService(async (loaded) => loaded.recognise(locale));
    },
    signOut: async (reason, locale) => {
      if (service || hasStoredSession()) await withService((loaded) => loaded.signOut(reason, locale));
    },
    refreshMember: async (locale) => {
      if (service || hasStoredSession()) await withService((loaded) => loaded.refreshMember(locale));
    },
    recordHomeScreenInstall: () => withService((loaded) => loaded.recordHomeScreenInstall()),
    optBackIn: () => withService((loaded) => loaded.optBackIn()),
    dispose: () => service?.dispose(),
  };
}
