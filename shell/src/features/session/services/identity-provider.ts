import type { Locale, SiteConfig } from '@maple/contracts';
import type * as OAuth from 'oauth4webapi';
import type { KeyValueStorage } from '#src/lib/safe-storage.ts';
import { SESSION_KEYS } from './session-keys';

/** The scopes the site asks for (spec section 7). */
const SIGN_IN_SCOPES = 'openid email offline_access';

/** How long the site waits for the identity provider's discovery document. */
const DISCOVERY_TIMEOUT_MS = 8000;

/** The identity provider could not be reached (or answered nonsense): sign-in and logout cannot start. */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The identity provider is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'IdentityUnavailableError';
  }
}

/** Why a sign-in callback was refused. */
type CallbackProblem = 'authCodeMissing' | 'authStateMismatch';

/** The callback's code, or why it cannot be used. */
type CallbackReading = { readonly ok: true; readonly code: string } | { readonly ok: false; readonly problem: CallbackProblem };

/** What starting a sign-in needs. */
interface SignInRequest {
  readonly locale: Locale;
  /** The page to come back to (path, query and fragment): stored as exactPath. */
  readonly returnTo: string;
  /** The site's callback URL for the locale. */
  readonly redirectUri: string;
  readonly signup: boolean;
  readonly storage: KeyValueStorage;
}

/**
 * The browser side of the OpenID Connect code flow, on oauth4webapi: discovery (once per
 * page, retried after a failure), state and PKCE, the callback's checks (state, issuer,
 * error answers) and the logout URL. Plain http is allowed only outside production. The
 * library loads with the first sign-in, callback or logout: most pages never need it.
 */
export function createIdentityProvider(
  config: SiteConfig,
  options: { readonly timeoutMs?: number; /** Replaces the browser's fetch (tests). */ readonly fetch?: typeof fetch } = {},
) {
  const issuer = new URL(config.identity.issuer);
  const client: OAuth.Client = { client_id: config.identity.clientId };
  const insecure = config.environment !== 'production' && issuer.protocol === 'http:';
  let discovery: Promise<{ oauth: typeof OAuth; server: OAuth.AuthorizationServer }> | null = null;

  function discover() {
    discovery ??= (async () => {
      try {
        const oauth = await import('oauth4webapi');
        const response = await oauth.discoveryRequest(issuer, {
          algorithm: 'oidc',
          signal: AbortSignal.timeout(options.timeoutMs ?? DISCOVERY_TIMEOUT_MS),
          [oauth.allowInsecureRequests]: insecure,
          ...(options.fetch ? { [oauth.customFetch]: options.fetch } : {}),
        });
        return { oauth, server: await oauth.processDiscoveryResponse(issuer, response) };
      } catch (error) {
        discovery = null;
        throw new IdentityUnavailableError(error);
      }
    })();
    return discovery;
  }

  /**
   * The authorize URL of the code flow: state and PKCE (both kept in storage for the
   * callback), the spec's scopes and audience, the page's locale, and the sign-up screen hint.
   */
  async function authorizeUrl({ locale, returnTo, redirectUri, signup, storage }: SignInRequest): Promise<string> {
    const { oauth, server } = await discover();
    if (!server.authorization_endpoint) throw new IdentityUnavailableError('no authorization endpoint');
    const state = oauth.generateRandomState();
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(server.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: client.client_id,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: SIGN_IN_SCOPES,
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      audience: config.identity.audience,
      ui_locales: locale,
      ...(signup ? { screen_hint: 'signup' } : {}),
    }).toString();
    storage.setItem(SESSION_KEYS.authState, state);
    storage.setItem(SESSION_KEYS.codeVerifier, verifier);
    storage.setItem(SESSION_KEYS.exactPath, returnTo);
    return url.href;
  }

  /** Checks the callback's parameters: an error answer, a missing code, another state or issuer are refused. */
  async function readCallback(search: string, expectedState: string | null): Promise<CallbackReading> {
    const params = new URLSearchParams(search);
    if (!params.get('code') && !params.has('error')) return { ok: false, problem: 'authCodeMissing' };
    if (!expectedState || params.get('state') !== expectedState) return { ok: false, problem: 'authStateMismatch' };
    const { oauth, server } = await discover();
    try {
      const validated = oauth.validateAuthResponse(server, client, params, expectedState);
      const code = validated.get('code');
      return code ? { ok: true, code } : { ok: false, problem: 'authCodeMissing' };
    } catch (error) {
      // An error answer (access_denied…) brings no code; anything else (issuer mix-up) is a forged callback.
      return { ok: false, problem: error instanceof oauth.AuthorizationResponseError ? 'authCodeMissing' : 'authStateMismatch' };
    }
  }

  /**
   * The provider's logout URL, coming back to `returnTo` (the home page of the member's
   * language). With the member's ID token as a hint the provider ends the session at once;
   * without it, it asks the member to confirm.
   */
  async function logoutUrl(locale: Locale, returnTo: string, idTokenHint: string | null = null): Promise<string> {
    const { server } = await discover();
    if (!server.end_session_endpoint) throw new IdentityUnavailableError('no end-session endpoint');
    const url = new URL(server.end_session_endpoint);
    url.search = new URLSearchParams({
      client_id: client.client_id,
      post_logout_redirect_uri: returnTo,
      ui_locales: locale,
      ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    }).toString();
    return url.href;
  }

  return { authorizeUrl, readCallback, logoutUrl };
}

/** The identity provider of the shell. */
export type IdentityProvider = ReturnType<typeof createIdentityProvider>;
