import {
  type ApiEndpointId,
  apiEndpointScopes,
  apiQueryOptions,
  DEFAULT_CAUSE_ID,
  type EventBus,
  invalidateApiQueries,
  type Locale,
  type LoginResponse,
  needsMember,
  primeApiQuery,
  type Profile,
  profileSchema,
  refreshAfter,
  type SessionEndReason,
  type SiteApi,
  type SiteConfig,
} from '@maple/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { clientErrorCode } from '#src/lib/errors/client-error-codes.ts';
import type { KeyValueStorage } from '#src/lib/safe-storage.ts';
import type { MonitoringEntry } from '#src/lib/site-api/site-api.ts';
import { safeReturnPath } from '#src/lib/site-path.ts';
import type { SiteStore } from '#src/lib/site-store.ts';
import { readChosenCause } from './chosen-cause';
import { createIdentityProvider, type IdentityProvider, IdentityUnavailableError } from './identity-provider';
import { announceSessionEnded } from './session-ended';
import { MEMBER_DATA_KEYS, SESSION_KEYS } from './session-keys';
import { isSessionTokenValid, tokenExpiry } from './session-token';

/** Whether the home-screen install is waiting for a sign-in to be credited, or was credited. */
export const HOME_SCREEN_KEY = 'homeScreenInstall';

/** Why the member is signed out: their Log out, the session's end, another tab's, or a remote's action ({@link SessionEndReason}). */
type SignOutReason = 'member' | 'expired' | 'other-tab' | SessionEndReason;

/** The member's data besides their profile: read again when something changed the member. */
const MEMBER_DATA_ENDPOINTS = (Object.keys(apiEndpointScopes) as ApiEndpointId[]).filter((id) => needsMember(id) && id !== 'getProfile');

/** After logout the member sees the site signed out for this long before the provider's logout (spec section 9). */
const LOGOUT_REDIRECT_DELAY_MS = 3000;

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
  readonly queryClient: Pick<QueryClient, 'clear' | 'invalidateQueries' | 'getQueryCache' | 'setQueryData' | 'fetchQuery'>;
  /** Keeps the member's answers for the tab from sign-in (or resume) to sign-out (decision 020). */
  readonly tabCache?: { keep(consumerId: string): Promise<void>; forget(): void };
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

/** The profile in the login answer, as `user/profile` gives it: without the session token and the ID token that come with it. */
function profileOf(login: LoginResponse): Profile {
  return profileSchema.parse(login);
}

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
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  // Whether the signed-in member's email address was confirmed when their profile was last read.
  let emailVerified = false;

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

  /** Everything about the member goes: stored keys, client state, cached server data and what the tab kept of it. */
  function forgetMember() {
    // First, so emptying the cache below is not saved for the tab.
    options.tabCache?.forget();
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

  /**
   * Credits what the member did while signed out, once they are signed in (home-screen install)
   * and their email address is confirmed: the API refuses a credit before that, so it waits for
   * a later sign-in or visit.
   */
  async function creditPendingInstall(emailVerified: boolean) {
    if (storage.getItem(HOME_SCREEN_KEY) !== 'pending' || !validToken() || !emailVerified) return;
    const result = await siteApi.call('memberInteraction', {
      body: { interaction: { type: 'HOME_SCREEN_INSTALL', reference: 'home-screen' } },
    });
    if (result.ok) {
      storage.setItem(HOME_SCREEN_KEY, 'credited');
      await refreshAfter(queryClient, 'memberInteraction');
    }
  }

  /**
   * Shows the member as signed in: name, email and cause from their profile (already in the
   * cache, where the account pages and the onboarding tracker read it); an opted-out member
   * gets the opted-out message. Their answers are kept for the tab from now on.
   */
  async function showMember(profile: Profile) {
    void options.tabCache?.keep(profile.ids.consumerId);
    store.actions.signIn(summaryOf(profile));
    store.actions.setCharityId(profile.traits.charitableCause);
    emailVerified = profile.traits.emailVerified;
    if (profile.optedOutUser) options.onOptedOut();
    else await creditPendingInstall(emailVerified);
  }

  /**
   * Loads the profile of a stored session through the cache, so a profile this tab read less
   * than its stale time ago (30 s) is not asked again (decision 020); false when the API
   * refuses it. Without a stored consumer id, whose answer is which is unknown: it is asked.
   */
  async function loadMember(locale: Locale): Promise<boolean> {
    const consumerId = storage.getItem(SESSION_KEYS.consumerId);
    let profile: Profile;
    if (consumerId) {
      try {
        profile = await queryClient.fetchQuery(apiQueryOptions({ api: siteApi, id: 'getProfile', scope: { locale, consumerId } }));
      } catch {
        return false;
      }
    } else {
      const answer = await siteApi.call('getProfile');
      if (!answer.ok) return false;
      profile = answer.data;
      primeApiQuery(queryClient, 'getProfile', { consumerId: profile.ids.consumerId }, profile);
    }
    await showMember(profile);
    return true;
  }

  /** The member added the site to their home screen (25 points, once). */
  async function recordHomeScreenInstall() {
    if (storage.getItem(HOME_SCREEN_KEY) === 'credited') return;
    storage.setItem(HOME_SCREEN_KEY, 'pending');
    await creditPendingInstall(emailVerified || (await emailVerifiedNow()));
  }

  /**
   * Whether the signed-in member's email address is confirmed now: their profile read afresh
   * (they may have confirmed it since it was read); false for a visitor or when it cannot be read.
   */
  async function emailVerifiedNow(): Promise<boolean> {
    const consumerId = store.getState().profile?.consumerId;
    if (!consumerId || !validToken()) return false;
    try {
      // The profile's answer does not depend on the language: its cache key leaves it out.
      const options = apiQueryOptions({ api: siteApi, id: 'getProfile', scope: { locale: 'en-CA', consumerId } });
      emailVerified = (await queryClient.fetchQuery({ ...options, staleTime: 0 })).traits.emailVerified;
    } catch {
      return false;
    }
    return emailVerified;
  }

  /** Reactivates an opted-out member with the same email (spec section 4). */
  async function optBackIn(): Promise<boolean> {
    const result = await siteApi.call('updateProfile', { body: { optin: true } });
    if (!result.ok) return false;
    store.actions.signIn(summaryOf(result.data));
    await refreshAfter(queryClient, 'updateProfile');
    return true;
  }

  /** Sends the visitor to the identity provider; says so when it cannot be reached. */
  type SignInRequest = { locale: Locale; returnTo: string; signup: boolean };
  // The sign-in being prepared: the state and verifier it stores must be those of the address it
  // leaves for, so a second request meanwhile (an arrival rule run again as the page settles)
  // joins it instead of storing its own over them (the provider would answer with the other state).
  let starting: Promise<void> | null = null;
  function signIn(request: SignInRequest): Promise<void> {
    starting ??= startSignIn(request).finally(() => {
      starting = null;
    });
    return starting;
  }

  async function startSignIn({ locale, returnTo: asked, signup }: SignInRequest): Promise<void> {
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

  /**
   * Enrols a new member in one call, with the cause they chose before joining (kept on the
   * device across the identity provider's pages), else the default cause (spec section 5).
   * The profile of the login answer predates it: it gets the cause the API enrolled them with.
   */
  async function enrol(profile: Profile): Promise<Profile> {
    const charityID = readChosenCause(storage) ?? DEFAULT_CAUSE_ID;
    const enrolled = await siteApi.call('enrolCause', { body: { locationExternalReference: 'web', charityID } });
    if (!enrolled.ok) return profile;
    return { ...profile, enrolledForRewards: true, traits: { ...profile.traits, charitableCause: enrolled.data.charitableCause } };
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
    let profile = profileOf(result.data);
    if (newMember) profile = await enrol(profile);
    // The choice was for joining: whoever signed in, it has served.
    storage.removeItem(SESSION_KEYS.chosenCause);
    store.actions.countLogin();
    bus.emit('session:signed-in', { consumerId: result.data.ids.consumerId, newMember });
    scheduleExpiry(() => locale);
    // The pages that show the profile (the account pages, the onboarding tracker) read it from the cache.
    primeApiQuery(queryClient, 'getProfile', { consumerId: profile.ids.consumerId }, profile);
    // A new member's login answer predates their enrolment (its loyalty id, its cause): the first page asks again.
    if (newMember) await refreshAfter(queryClient, 'enrolCause');
    await showMember(profile);
    // Storage can be edited: the stored page is checked again before the member is sent there.
    return { ok: true, returnTo: safeReturnPath(storage.getItem(SESSION_KEYS.exactPath), options.isScreen, options.homePath(locale)) };
  }

  /**
   * Whether a stored session can be taken up: false when there is none, or when the member is
   * shown already (signed in on this page). A token with 30 seconds or less left ends it as
   * expired, without a call.
   */
  function storedSessionStillGood(): boolean {
    if (store.getState().profile !== null || storage.getItem(SESSION_KEYS.loggedIn) !== 'true') return false;
    if (validToken()) return true;
    clientFailure('tokenExpired', { consumerId: storage.getItem(SESSION_KEYS.consumerId) });
    forgetMember();
    // The member comes back to a session that ended while they were away: said, not silent.
    announceSessionEnded({ store, storage, afterLeaving: false });
    bus.emit('session:signed-out', { reason: 'expired' });
    return false;
  }

  /** At start: a stored session is resumed (the profile read) if its token is still good, else ended as expired. */
  async function restore(locale: () => Locale) {
    if (!storedSessionStillGood()) return;
    scheduleExpiry(locale);
    await loadMember(locale());
  }

  /**
   * At start on a page that reads no member data (a campaign landing, spec section 2): the
   * member of a stored session is signed in there too (the header and the page's calls to
   * action are a member's), without a call; `restore` reads their profile on the next page.
   */
  function recognise(locale: () => Locale) {
    if (store.getState().loggedIn || !storedSessionStillGood()) return;
    scheduleExpiry(locale);
    store.actions.recogniseMember();
  }

  /**
   * Signs the member out here at once (stored data, client state, cached server data), then
   * after 3 seconds through the provider's logout. When the provider cannot be reached the
   * member stays here, signed out, and is told the provider's session may still be open.
   */
  async function signOut(reason: SignOutReason, locale: Locale) {
    clearTimeout(expiryTimer);
    const token = validToken();
    const idTokenHint = storage.getItem(SESSION_KEYS.idTokenHint);
    // A refused logout (an already expired token) must not stop the member from leaving: logged, not shown.
    // A session a remote's action ended (the account deleted) is over at the API already: no call.
    if (token && reason === 'member') await siteApi.call('logout', undefined, { errors: 'inline' });
    forgetMember();
    // A logout the member did not ask for says why here, and on the page the provider's logout brings them back to.
    if (reason !== 'member' && reason !== 'other-tab') announceSessionEnded({ store, storage, afterLeaving: true, why: reason });
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

  /**
   * After a remote changed the member (opted out, opted back in): their profile read afresh and
   * shown (an opted-out member gets the opted-out message), then the rest of their data
   * refetched, which the store now allows or not, instead of a reload. Nothing for a visitor.
   */
  async function refreshMember(locale: Locale) {
    const consumerId = store.getState().profile?.consumerId ?? storage.getItem(SESSION_KEYS.consumerId);
    if (!consumerId || !validToken()) return;
    let profile: Profile;
    try {
      // Its failure is said by the site API (the error modal): the member stays as shown.
      profile = await queryClient.fetchQuery({
        ...apiQueryOptions({ api: siteApi, id: 'getProfile', scope: { locale, consumerId } }),
        staleTime: 0,
      });
    } catch {
      return;
    }
    await showMember(profile);
    await invalidateApiQueries(queryClient, MEMBER_DATA_ENDPOINTS);
  }

  /** Stops the expiry timer (the page is going away, or a test is over). */
  function dispose() {
    clearTimeout(expiryTimer);
  }

  return {
    validToken,
    signIn,
    completeSignIn,
    restore,
    recognise,
    signOut,
    refreshMember,
    loadMember,
    recordHomeScreenInstall,
    optBackIn,
    dispose,
  };
}

/** The session service of the shell. */
export type SessionService = ReturnType<typeof createSessionService>;
