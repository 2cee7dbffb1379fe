import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { IdentityClaims } from './types';

interface ExchangeAuthorizationCodeInput {
  issuer: string;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/**
 * - `invalid_grant`: the code is unknown, used, expired, for another redirect URI, or the PKCE
 *   verifier does not match.
 * - `unavailable`: the provider cannot be reached (network error, timeout, 502/503/504).
 * - `invalid_response`: anything else (client misconfigured, bad token, missing claims).
 */
type IdentityExchangeFailure = 'invalid_grant' | 'unavailable' | 'invalid_response';

export class IdentityExchangeError extends Error {
  override readonly name = 'IdentityExchangeError';
  constructor(
    readonly reason: IdentityExchangeFailure,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, { cause: options?.cause });
    this.status = options?.status;
  }

  /** HTTP status of the provider's answer, when there was one. */
  readonly status: number | undefined;
}

const TIMEOUT_MS = 10_000;
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

const discoverySchema = z.object({
  issuer: z.string(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

const tokenResponseSchema = z.object({
  id_token: z.string().min(1),
  token_type: z.string(),
});

const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  email_verified: z.boolean(),
  given_name: z.string(),
  family_name: z.string(),
  locale: z.enum(['en-CA', 'fr-CA']),
});

interface ProviderMetadata {
  tokenEndpoint: string;
  keys: JWTVerifyGetKey;
}

const metadataByIssuer = new Map<string, Promise<ProviderMetadata>>();

function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError || // fetch: connection refused, DNS, reset
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    error instanceof joseErrors.JWKSTimeout
  );
}

async function fetchOrUnavailable(url: string, init: RequestInit, what: string): Promise<Response> {
  // One retry: a kept-alive connection to a provider that restarted fails once ("other side
  // closed") before a fresh one succeeds. At worst a processed code is then refused as used.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (cause) {
      if (attempt < 2 && cause instanceof TypeError) continue;
      throw new IdentityExchangeError('unavailable', `identity provider unreachable (${what})`, { cause });
    }
  }
}

async function readJson(response: Response, what: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (cause) {
    throw new IdentityExchangeError('invalid_response', `${what} is not JSON`, { cause, status: response.status });
  }
}

async function discover(issuer: string): Promise<ProviderMetadata> {
  const response = await fetchOrUnavailable(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {}, 'discovery');
  if (UNAVAILABLE_STATUSES.has(response.status)) {
    throw new IdentityExchangeError('unavailable', `discovery answered ${response.status}`, { status: response.status });
  }
  if (!response.ok) {
    throw new IdentityExchangeError('invalid_response', `discovery answered ${response.status}`, { status: response.status });
  }
  const metadata = discoverySchema.safeParse(await readJson(response, 'discovery document'));
  if (!metadata.success) {
    throw new IdentityExchangeError('invalid_response', 'discovery document is incomplete', { cause: metadata.error });
  }
  if (metadata.data.issuer !== issuer) {
    throw new IdentityExchangeError('invalid_response', `discovery names issuer ${metadata.data.issuer}, expected ${issuer}`);
  }
  return {
    tokenEndpoint: metadata.data.token_endpoint,
    keys: createRemoteJWKSet(new URL(metadata.data.jwks_uri), { timeoutDuration: TIMEOUT_MS }),
  };
}

/** Discovery and keys are fetched once per issuer; a failed discovery is retried next time. */
function metadataFor(issuer: string): Promise<ProviderMetadata> {
  let metadata = metadataByIssuer.get(issuer);
  if (!metadata) {
    metadata = discover(issuer);
    metadataByIssuer.set(issuer, metadata);
    metadata.catch(() => metadataByIssuer.delete(issuer));
  }
  return metadata;
}

/** RFC 6749 §2.3.1: id and secret are form-encoded before the Basic encoding. */
function basicAuthorization(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}

/**
 * Exchanges an authorization code as a confidential client (client_secret_basic, PKCE), verifies the
 * returned ID token against the provider's keys and returns who signed in.
 */
export async function exchangeAuthorizationCode(input: ExchangeAuthorizationCodeInput): Promise<IdentityClaims> {
  if (!input.code) throw new IdentityExchangeError('invalid_grant', 'authorization code is missing');
  if (!PKCE_VERIFIER.test(input.codeVerifier)) throw new IdentityExchangeError('invalid_grant', 'code verifier is malformed');

  const metadata = await metadataFor(input.issuer);
  const response = await fetchOrUnavailable(
    metadata.tokenEndpoint,
    {
      method: 'POST',
      headers: {
        Authorization: basicAuthorization(input.clientId, input.clientSecret),
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      }),
    },
    'token endpoint',
  );

  if (!response.ok) {
    if (UNAVAILABLE_STATUSES.has(response.status)) {
      throw new IdentityExchangeError('unavailable', `token endpoint answered ${response.status}`, { status: response.status });
    }
    const body = tokenErrorSchema.safeParse(await response.json().catch(() => undefined));
    const error = body.success ? body.data.error : 'unknown_error';
    const description = body.success && body.data.error_description ? `: ${body.data.error_description}` : '';
    throw new IdentityExchangeError(
      error === 'invalid_grant' ? 'invalid_grant' : 'invalid_response',
      `token endpoint refused the code (${error}${description})`,
      { status: response.status },
    );
  }

  const tokens = tokenResponseSchema.safeParse(await readJson(response, 'token response'));
  if (!tokens.success) {
    throw new IdentityExchangeError('invalid_response', 'token response has no ID token', { cause: tokens.error, status: response.status });
  }

  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(tokens.data.id_token, metadata.keys, {
      issuer: input.issuer,
      audience: input.clientId,
      algorithms: ['RS256'],
    }));
  } catch (cause) {
    if (isNetworkFailure(cause)) throw new IdentityExchangeError('unavailable', 'identity provider keys unreachable', { cause });
    throw new IdentityExchangeError('invalid_response', 'ID token verification failed', { cause });
  }

  const claims = idTokenClaimsSchema.safeParse(payload);
  if (!claims.success) {
    throw new IdentityExchangeError('invalid_response', 'ID token lacks profile claims', { cause: claims.error });
  }
  return {
    sub: claims.data.sub,
    email: claims.data.email,
    emailVerified: claims.data.email_verified,
    givenName: claims.data.given_name,
    familyName: claims.data.family_name,
    locale: claims.data.locale,
    idToken: tokens.data.id_token,
  };
}
