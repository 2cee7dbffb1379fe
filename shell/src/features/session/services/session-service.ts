import {
  type EventBus,
  invalidateApiQueries,
  type Locale,
  primeApiQuery,
  type Profile,
  type SiteApi,
  type SiteConfig,
} from '@maple/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { clientErrorCode } from '../../../lib/errors/error-catalogue';
import type { KeyValueStorage } from '../../../lib/safe-storage';
import type { MonitoringEntry } from '../../../lib/site-api/site-api';
import { safeReturnPath } from '../../../lib/site-path';
import type { SiteStore } from '../../../lib/site-store';
import { createIdentityProvider, type IdentityProvider, IdentityUnavailableError } from './identity-provider';
import { MEMBER_DATA_KEYS, SESSION_KEYS } from './session-keys';
import { isSessionTokenValid, tokenExpiry } from './session-token';

/** Whether the home-screen install is waiting for a sign-in to be credited, or was credited. */
export const HOME_SCREEN_KEY = 'homeScreenInstall';

/** After logout the member sees the site signed out for this long before the provider's logout (spec section 9). */
export const LOGOUT_REDIRECT_DELAY_MS = 3000;

/** What went wrong with the identity provider, for the notice the shell shows. */
export type IdentityProblem = 'signInUnavailable' | 'signOutUnavailable';

/** What the session needs from the shell. */
export interface SessionServiceOptions {
  readonly config: SiteConfig;
  readonly storage: KeyValueStorage;
  /** False when the browser refused storage: signing in is then impossible. */
  readonly persistentStorage: boolean;
  readonly store: SiteStore;
  readonly bus: EventBus;
  readonly siteApi: SiteApi;
  /** The site's server data: cleared when the member signs out. */
  readonly queryClient: Pick<QueryClient, 'clear' | 'invalidateQueries' | 'setQueryData'>;
  readonly log: (entry: MonitoringEntry) => void;
  /** The site's origin, e.g. http://localhost:8080. */
  readonly origin: string;
  /** The callback path of each locale (from the route table). */
  readonly callbackPath: (locale: Locale) => string;
  readonly homePath: (locale: Locale) => string;
  /** True when a pathname is a screen of the composition: the only places sign-in returns to. */
  readonly isScreen: (pathname: string) => boolean;
  /** Leaves the site (to the identity provider). */
  readonly leave: (url: string) => void;
  readonly onCookiesDisabled: () => void;
  /** The member opted out: show the opted-out message with "Opt Back In". */
  readonly onOptedOut: () => void;
  /** The identity provider could not be reached: say so (sign-in did not start, or logout stopped half way); `retry` tries again. */
  readonly onIdentityProblem: (problem: IdentityProblem, retry?: () => void) => void;
  readonly identity?: IdentityProvider;
  readonly now?: () => number;
}

/** The outcome of the sign-in callback. */
export type SignInOutcome = { readonly ok: true; readonly returnTo: string } | { readonly ok: false; readonly code: number };

function summaryOf(profile: Profile) {
  return {
    consumerId: profile.ids.consumerId,
    emailAddress: profile.ids.email,
    firstName: profile.traits.firstName,
    lastName: profile.traits.lastName,
    optedOut: profile.optedOutUser,
  };
}

/**
 * Sign-in, the session's life and logout (spec sections 3 and 4). The member's server
 * data (balance, history…) is not loaded here: the pages that show it query it, and the
 * query cache is emptied when the member signs out.
 */
export function createSessionService(options: SessionServiceOptions) {
  const { storage, store, bus, siteApi, config, queryClient } = options;
  const identity = options.identity ?? createIdentityProvider(config);
  const now = options.now ?? Date.now;
  // While a stored session is being resumed the header shows neither a member nor the sign-in buttons.
  const status = createStore<{ readonly restoring: boolean }>()(() => ({ restoring: false }));
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const clientFailure = (failure: 'authCodeMissing' | 'authStateMismatch' | 'cookiesDisabled' | 'tokenExpired', details: unknown) => {
    const code = clientErrorCode(failure);
    options.log({
      level: 'error',
      code,
      api: `client ${failure}`,
      kind: 'unknown',
      status: null,
      headers: {},
      payload: details,
      response: null,
    });
    return code;
  };

  /** The session token while it has more than 30 seconds left, else null. */
  function validToken(): string | null {
    const token = storage.getItem(SESSION_KEYS.token);
    return isSessionTokenValid(token, now()) ? token : null;
  }

  /** Everything about the member goes: stored keys, client state and cached server data. */
  function forgetMember() {
    for (const key of MEMBER_DATA_KEYS) storage.removeItem(key);
    queryClient.clear();
    store.actions.signOut();
  }

  function scheduleExpiry(locale: () => Locale) {
    clearTimeout(expiryTimer);
    const token = storage.getItem(SESSION_KEYS.token);
    const exp = token ? tokenExpiry(token) : null;
    if (exp === null) return;
    // Log out when the token stops being usable: 30 seconds before its exp.
    const delay = Math.max(exp * 1000 - 30_000 - now(), 0);
    expiryTimer = setTimeout(() => void signOut('expired', locale()), delay);
  }

  /** Credits what the member did while signed out, once they are signed in (home-screen install). */
  async function creditPendingInstall() {
    if (storage.getItem(HOME_SCREEN_KEY) !== 'pending' || !validToken()) return;
    const result = await siteApi.call('memberInteraction', {
      body: { interaction: { type: 'HOME_SCREEN_INSTALL', reference: 'home-screen' } },
    });
    if (result.ok) {
      storage.setItem(HOME_SCREEN_KEY, 'credited');
      await invalidateApiQueries(queryClient, ['points', 'history']);
    }
  }

  /** Shows the member as signed in: name, email and cause from their profile; an opted-out member gets the opted-out message. */
  async function showMember(profile: Profile) {
    // The pages that show the profile (the account pages, the onboarding tracker) read it from here.
    primeApiQuery(queryClient, 'getProfile', { consumerId: profile.ids.consumerId }, profile);
    store.actions.signIn(summaryOf(profile));
    store.actions.setCharityId(profile.traits.charitableCause);
    if (profile.optedOutUser) options.onOptedOut();
    else await creditPendingInstall();
  }

  /** Loads the profile of a stored session; false when the API refuses it. */
  async function loadMember(): Promise<boolean> {
    const profile = await siteApi.call('getProfile');
    if (!profile.ok) return false;
    await showMember(profile.data);
    return true;
  }

  /** The member added the site to their home screen (25 points, once). */
  async function recordHomeScreenInstall() {
    if (storage.getItem(HOME_SCREEN_KEY) === 'credited') return;
    storage.setItem(HOME_SCREEN_KEY, 'pending');
    await creditPendingInstall();
  }

  /** Reactivates an opted-out member with the same email (spec section 4). */
  async function optBackIn(): Promise<boolean> {
    const result = await siteApi.call('updateProfile', { body: { optin: true } });
    if (!result.ok) return false;
    store.actions.signIn(summaryOf(result.data));
    await invalidateApiQueries(queryClient, ['getProfile']);
    return true;
  }

  /** Sends the visitor to the identity provider; says so when it cannot be reached. */
  async function signIn({ locale, returnTo: asked, signup }: { locale: Locale; returnTo: string; signup: boolean }): Promise<void> {
    const returnTo = safeReturnPath(asked, options.isScreen, options.homePath(locale));
    if (!options.persistentStorage) {
      clientFailure('cookiesDisabled', { path: returnTo });
      options.onCookiesDisabled();
      return;
    }
    try {
      options.leave(
        await identity.authorizeUrl({ locale, returnTo, signup, storage, redirectUri: `${options.origin}${options.callbackPath(locale)}` }),
      );
    } catch (error) {
      if (!(error instanceof IdentityUnavailableError)) throw error;
      console.error('[shell] sign-in could not start:', error.message);
      options.onIdentityProblem('signInUnavailable', () => void signIn({ locale, returnTo, signup }));
    }
  }

  async function completeSignIn(search: string, locale: Locale): Promise<SignInOutcome> {
    const storedState = storage.getItem(SESSION_KEYS.authState);
    const verifier = storage.getItem(SESSION_KEYS.codeVerifier);
    const params = new URLSearchParams(search);
    let reading: Awaited<ReturnType<IdentityProvider['readCallback']>>;
    try {
      reading = verifier ? await identity.readCallback(search, storedState) : { ok: false, problem: 'authStateMismatch' };
    } catch (error) {
      if (!(error instanceof IdentityUnavailableError)) throw error;
      options.onIdentityProblem('signInUnavailable');
      reading = { ok: false, problem: 'authCodeMissing' };
    }
    if (!reading.ok) {
      const details =
        reading.problem === 'authCodeMissing'
          ? { authCode: storage.getItem(SESSION_KEYS.authCode), error: params.get('error') }
          : { state: params.get('state'), storedState };
      return { ok: false, code: clientFailure(reading.problem, details) };
    }
    const { code } = reading;
    storage.setItem(SESSION_KEYS.authCode, code);
    store.actions.setAuthCode(code);
    const result = await siteApi.call('login', {
      body: {
        campaignName: storage.getItem(SESSION_KEYS.campaignSource) ?? '',
        authCode: code,
        codeVerifier: verifier ?? '',
        redirectUri: `${options.origin}${options.callbackPath(locale)}`,
      },
    });
    storage.removeItem(SESSION_KEYS.authState);
    storage.removeItem(SESSION_KEYS.codeVerifier);
    store.actions.setAuthCode(null);
    if (!result.ok) return { ok: false, code: result.code };
    const exp = tokenExpiry(result.data.authToken);
    storage.setItem(SESSION_KEYS.token, result.data.authToken);
    storage.setItem(SESSION_KEYS.consumerId, result.data.ids.consumerId);
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    if (result.data.idTokenHint) storage.setItem(SESSION_KEYS.idTokenHint, result.data.idTokenHint);
    if (exp !== null) storage.setItem(SESSION_KEYS.expiresAt, String(exp * 1000));
    const newMember = !result.data.enrolledForRewards && !result.data.optedOutUser;
    if (newMember) {
      await siteApi.call('enrolCause', { body: { locationExternalReference: 'web', charityID: store.getState().charityId } });
    }
    store.actions.countLogin();
    bus.emit('session:signed-in', { consumerId: result.data.ids.consumerId, newMember });
    scheduleExpiry(() => locale);
    await showMember(result.data);
    // Storage can be edited: the stored page is checked again before the member is sent there.
    return { ok: true, returnTo: safeReturnPath(storage.getItem(SESSION_KEYS.exactPath), options.isScreen, options.homePath(locale)) };
  }

  /** At start: a stored session is resumed if its token is still good, else ended as expired. */
  async function restore(locale: () => Locale) {
    // Nothing to resume after a sign-in in this page, or without a stored session.
    if (store.getState().loggedIn || storage.getItem(SESSION_KEYS.loggedIn) !== 'true') return;
    if (!validToken()) {
      const consumerId = storage.getItem(SESSION_KEYS.consumerId);
      clientFailure('tokenExpired', { consumerId });
      forgetMember();
      bus.emit('session:signed-out', { reason: 'expired' });
      return;
    }
    scheduleExpiry(locale);
    status.setState({ restoring: true });
    try {
      await loadMember();
    } finally {
      status.setState({ restoring: false });
    }
  }

  /**
   * Signs the member out here at once (stored data, client state, cached server data), then
   * after 3 seconds through the provider's logout. When the provider cannot be reached the
   * member stays here, signed out, and is told the provider's session may still be open.
   */
  async function signOut(reason: 'member' | 'expired' | 'other-tab', locale: Locale) {
    clearTimeout(expiryTimer);
    const token = validToken();
    const idTokenHint = storage.getItem(SESSION_KEYS.idTokenHint);
    // A refused logout (an already expired token) must not stop the member from leaving: logged, not shown.
    if (token && reason === 'member') await siteApi.call('logout', undefined, { errors: 'inline' });
    forgetMember();
    bus.emit('session:signed-out', { reason });
    if (reason === 'other-tab') return;
    try {
      const logoutUrl = await identity.logoutUrl(locale, `${options.origin}${options.homePath(locale)}`, idTokenHint);
      setTimeout(() => options.leave(logoutUrl), LOGOUT_REDIRECT_DELAY_MS);
    } catch (error) {
      if (!(error instanceof IdentityUnavailableError)) throw error;
      console.error('[shell] the provider logout could not start:', error.message);
      options.onIdentityProblem('signOutUnavailable');
    }
  }

  /** Stops the expiry timer (the page is going away, or a test is over). */
  function dispose() {
    clearTimeout(expiryTimer);
  }

  return { status, validToken, signIn, completeSignIn, restore, signOut, loadMember, recordHomeScreenInstall, optBackIn, dispose };
}

/** The session service of the shell. */
export type SessionService = ReturnType<typeof createSessionService>;
