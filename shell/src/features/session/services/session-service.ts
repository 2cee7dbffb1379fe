import {
  clientErrorCode,
  type EventBus,
  isSessionTokenValid,
  type Locale,
  type MonitoringEntry,
  type Profile,
  type SiteApi,
  type SiteConfig,
  type SiteStore,
  tokenExpiry,
} from '@maple/contracts';
import { buildAuthorizeUrl, buildLogoutUrl } from './identity-provider';
import type { KeyValueStorage } from '../../../lib/safe-storage';
import { MEMBER_DATA_KEYS, SESSION_KEYS } from './session-keys';

/** Whether the home-screen install is waiting for a sign-in to be credited, or was credited. */
export const HOME_SCREEN_KEY = 'homeScreenInstall';

/** After logout the member sees the site signed out for this long before the provider's logout (spec section 9). */
export const LOGOUT_REDIRECT_DELAY_MS = 3000;

/** What the session needs from the shell. */
export interface SessionServiceOptions {
  readonly config: SiteConfig;
  readonly storage: KeyValueStorage;
  /** False when the browser refused storage: signing in is then impossible. */
  readonly persistentStorage: boolean;
  readonly store: SiteStore;
  readonly bus: EventBus;
  readonly siteApi: SiteApi;
  readonly log: (entry: MonitoringEntry) => void;
  /** The site's origin, e.g. http://localhost:8080. */
  readonly origin: string;
  /** The callback path of each locale (from the route table). */
  readonly callbackPath: (locale: Locale) => string;
  readonly homePath: (locale: Locale) => string;
  /** Leaves the site (to the identity provider). */
  readonly leave: (url: string) => void;
  readonly onCookiesDisabled: () => void;
  /** The member opted out: show the opted-out message with "Opt Back In". */
  readonly onOptedOut: () => void;
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
  };
}

/** Sign-in, the session's life and logout (spec sections 3 and 4). */
export function createSessionService(options: SessionServiceOptions) {
  const { storage, store, bus, siteApi, config } = options;
  const now = options.now ?? Date.now;
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

  function clearMemberData() {
    for (const key of MEMBER_DATA_KEYS) storage.removeItem(key);
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

  async function refreshBalance() {
    const points = await siteApi.call('points');
    if (points.ok) bus.emit('points:changed', { balance: points.data.pointsBalance });
  }

  /** Credits what the member did while signed out, once they are signed in (home-screen install). */
  async function creditPendingInstall() {
    if (storage.getItem(HOME_SCREEN_KEY) !== 'pending' || !validToken()) return;
    const result = await siteApi.call('memberInteraction', {
      body: { interaction: { type: 'HOME_SCREEN_INSTALL', reference: 'home-screen' } },
    });
    if (result.ok) {
      storage.setItem(HOME_SCREEN_KEY, 'credited');
      bus.emit('points:changed', { balance: result.data.pointsBalance });
    }
  }

  /** Shows the member as signed in: name, email and cause from their profile. */
  function showMember(profile: Profile) {
    store.getState().signIn(summaryOf(profile));
    store.getState().setCharityId(profile.traits.charitableCause);
  }

  /** What a signed-in member's pages need: the opted-out message, or balance, history and pending credits. */
  async function loadMemberData(profile: Profile) {
    if (profile.optedOutUser) {
      options.onOptedOut();
      return;
    }
    await refreshBalance();
    await loadHistory();
    await creditPendingInstall();
  }

  async function loadMember(): Promise<boolean> {
    const profile = await siteApi.call('getProfile');
    if (!profile.ok) return false;
    showMember(profile.data);
    await loadMemberData(profile.data);
    return true;
  }

  /** Loads the member's history (spec section 2) for the apps that show it. */
  async function loadHistory() {
    const history = await siteApi.call('history');
    if (history.ok) bus.emit('member:history', history.data);
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
    await refreshBalance();
    return true;
  }

  async function signIn({ locale, returnTo, signup }: { locale: Locale; returnTo: string; signup: boolean }) {
    if (!options.persistentStorage) {
      clientFailure('cookiesDisabled', { path: returnTo });
      options.onCookiesDisabled();
      return;
    }
    const url = await buildAuthorizeUrl({
      config,
      locale,
      returnTo,
      signup,
      storage,
      redirectUri: `${options.origin}${options.callbackPath(locale)}`,
    });
    options.leave(url);
  }

  async function completeSignIn(search: string, locale: Locale): Promise<SignInOutcome> {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const state = params.get('state');
    const storedState = storage.getItem(SESSION_KEYS.authState);
    const verifier = storage.getItem(SESSION_KEYS.codeVerifier);
    if (!code)
      return {
        ok: false,
        code: clientFailure('authCodeMissing', { storedCode: storage.getItem(SESSION_KEYS.authCode), error: params.get('error') }),
      };
    if (!state || state !== storedState || !verifier) {
      return { ok: false, code: clientFailure('authStateMismatch', { state, storedState }) };
    }
    storage.setItem(SESSION_KEYS.authCode, code);
    store.getState().setAuthCode(code);
    const result = await siteApi.call('login', {
      body: {
        campaignName: storage.getItem(SESSION_KEYS.campaignSource) ?? '',
        authCode: code,
        codeVerifier: verifier,
        redirectUri: `${options.origin}${options.callbackPath(locale)}`,
      },
    });
    storage.removeItem(SESSION_KEYS.authState);
    storage.removeItem(SESSION_KEYS.codeVerifier);
    if (!result.ok) return { ok: false, code: result.code };
    const exp = tokenExpiry(result.data.authToken);
    storage.setItem(SESSION_KEYS.token, result.data.authToken);
    storage.setItem(SESSION_KEYS.consumerId, result.data.ids.consumerId);
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    if (exp !== null) storage.setItem(SESSION_KEYS.expiresAt, String(exp * 1000));
    const newMember = !result.data.enrolledForRewards && !result.data.optedOutUser;
    if (newMember) {
      await siteApi.call('enrolCause', { body: { locationExternalReference: 'web', charityID: store.getState().charityId } });
    }
    store.getState().countLogin();
    showMember(result.data);
    bus.emit('session:signed-in', { consumerId: result.data.ids.consumerId, newMember });
    scheduleExpiry(() => locale);
    await loadMemberData(result.data);
    return { ok: true, returnTo: storage.getItem(SESSION_KEYS.exactPath) ?? options.homePath(locale) };
  }

  /** At start: a stored session is resumed if its token is still good, else ended as expired. */
  async function restore(locale: () => Locale) {
    if (storage.getItem(SESSION_KEYS.loggedIn) !== 'true') return;
    if (!validToken()) {
      const consumerId = storage.getItem(SESSION_KEYS.consumerId);
      clientFailure('tokenExpired', { consumerId });
      bus.emit('session:expired', { consumerId });
      clearMemberData();
      store.getState().signOut();
      return;
    }
    scheduleExpiry(locale);
    await loadMember();
  }

  async function signOut(reason: 'member' | 'expired' | 'other-tab', locale: Locale) {
    clearTimeout(expiryTimer);
    const token = validToken();
    if (token && reason === 'member') await siteApi.call('logout');
    clearMemberData();
    store.getState().signOut();
    bus.emit('session:signed-out', { reason });
    if (reason === 'other-tab') return;
    const logoutUrl = await buildLogoutUrl(config, locale, `${options.origin}${options.homePath(locale)}`);
    setTimeout(() => options.leave(logoutUrl), LOGOUT_REDIRECT_DELAY_MS);
  }

  /** Stops the expiry timer (the page is going away, or a test is over). */
  function dispose() {
    clearTimeout(expiryTimer);
  }

  return { validToken, signIn, completeSignIn, restore, signOut, loadMember, recordHomeScreenInstall, optBackIn, dispose };
}

/** The session service of the shell. */
export type SessionService = ReturnType<typeof createSessionService>;
