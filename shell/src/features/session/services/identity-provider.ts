import { fetchJson, type Locale, type SiteConfig } from '@maple/contracts';
import * as z from 'zod/mini';
import { pkceChallenge, randomToken } from './pkce';
import type { KeyValueStorage } from '../../../lib/safe-storage';
import { SESSION_KEYS } from './session-keys';

/** The scopes the site asks for (spec section 7). */
export const SIGN_IN_SCOPES = 'openid email offline_access';

const discoverySchema = z.object({
  authorization_endpoint: z.url(),
  end_session_endpoint: z.optional(z.url()),
});

let discovery: Promise<z.infer<typeof discoverySchema>> | null = null;

/** The provider's endpoints, read once from its discovery document. */
export function discoverIdentityProvider(issuer: string) {
  discovery ??= fetchJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, discoverySchema).catch((error: unknown) => {
    discovery = null;
    throw error;
  });
  return discovery;
}

/** What starting a sign-in needs. */
export interface SignInRequest {
  readonly config: SiteConfig;
  readonly locale: Locale;
  /** The page to come back to (path, query and fragment): stored as exactPath. */
  readonly returnTo: string;
  /** The site's callback URL for the locale. */
  readonly redirectUri: string;
  readonly signup: boolean;
  readonly storage: KeyValueStorage;
}

/**
 * The authorize URL of the code flow: state and PKCE (both kept in storage for the
 * callback), the spec's scopes and audience, the page's locale, and the sign-up screen hint.
 */
export async function buildAuthorizeUrl({ config, locale, returnTo, redirectUri, signup, storage }: SignInRequest): Promise<string> {
  const provider = await discoverIdentityProvider(config.identity.issuer);
  const state = randomToken();
  const verifier = randomToken(48);
  storage.setItem(SESSION_KEYS.authState, state);
  storage.setItem(SESSION_KEYS.codeVerifier, verifier);
  storage.setItem(SESSION_KEYS.exactPath, returnTo);
  const url = new URL(provider.authorization_endpoint);
  const params: Record<string, string> = {
    client_id: config.identity.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: SIGN_IN_SCOPES,
    state,
    code_challenge: await pkceChallenge(verifier),
    code_challenge_method: 'S256',
    audience: config.identity.audience,
    ui_locales: locale,
  };
  if (signup) params.screen_hint = 'signup';
  url.search = new URLSearchParams(params).toString();
  return url.href;
}

/** The provider's logout URL, coming back to `returnTo` (the home page of the member's language). */
export async function buildLogoutUrl(config: SiteConfig, locale: Locale, returnTo: string): Promise<string> {
  const provider = await discoverIdentityProvider(config.identity.issuer);
  const url = new URL(provider.end_session_endpoint ?? `${config.identity.issuer.replace(/\/$/, '')}/session/end`);
  url.search = new URLSearchParams({
    client_id: config.identity.clientId,
    post_logout_redirect_uri: returnTo,
    ui_locales: locale,
  }).toString();
  return url.href;
}
