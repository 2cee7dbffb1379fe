import type * as z from 'zod/mini';
import { LOCALE_HEADER, SUBSCRIPTION_KEY_HEADER } from '../api/api-conventions';
import { type ApiEndpointId, type ApiInput, type ApiOutput, apiEndpoints, endpointPath } from '../api/api-endpoints';
import { apiErrorBodySchema } from '../api/error-schema';
import type { Locale } from '../i18n/locale';
import { ResponseShapeError } from './fetch-json';
import type { MockFlag, MockFlags } from './mock-mode';

/** How the site reaches the consumer API. */
interface ConsumerApiOptions {
  /** The API base with version and country, e.g. `http://localhost:8090/api/v1/ca/`. */
  readonly baseUrl: string;
  readonly subscriptionKey: string;
  /** The page's locale at the time of the call. */
  readonly locale: () => Locale;
  /** The session token when a valid one exists, else null. */
  readonly token: () => string | null;
  /** Browsers send Origin themselves; callers outside a browser (tests, servers) set it here. */
  readonly origin?: string;
  readonly fetch?: typeof fetch;
  /** How long a call may take before it is given up as a network failure (default 15 s). */
  readonly timeoutMs?: number;
  /**
   * The test-only mock mode (spec section 7): flags that override a call's payload or answer.
   * Ignored by production builds, which compile it out.
   */
  readonly mocks?: MockFlags;
  /** Waits before a retry; replaced in tests. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** The API answered with an error status; `serverMessage` is its `message` text. */
export class ApiError extends Error {
  constructor(
    readonly endpoint: ApiEndpointId,
    readonly status: number,
    readonly serverMessage: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(`${endpoint} answered ${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

/** The API could not be reached at all, or did not answer in time (`timedOut`). */
export class ApiNetworkError extends Error {
  readonly timedOut: boolean;

  constructor(
    readonly endpoint: ApiEndpointId,
    cause: unknown,
  ) {
    super(`${endpoint} could not reach the API: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ApiNetworkError';
    this.timedOut = (cause as { name?: unknown } | null)?.name === 'TimeoutError';
  }
}

/** The default time limit of a call. */
const DEFAULT_API_TIMEOUT_MS = 15_000;

/** A request the client refused to send because it breaks the contract. */
export class ApiRequestError extends Error {
  constructor(
    readonly endpoint: ApiEndpointId,
    readonly issues: readonly string[],
  ) {
    super(`${endpoint} request breaks the contract: ${issues.join('; ')}`);
    this.name = 'ApiRequestError';
  }
}

/** The consumer API, one typed method for every call of the endpoint table. */
export interface ConsumerApi {
  call<Id extends ApiEndpointId>(id: Id, ...input: object extends ApiInput<Id> ? [ApiInput<Id>?] : [ApiInput<Id>]): Promise<ApiOutput<Id>>;
}

const MAX_RETRY_WAIT_SECONDS = 10;
/** A read that could not reach the API is tried once more after this wait. */
const NETWORK_RETRY_WAIT_MS = 500;

function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

function validate(id: ApiEndpointId, schema: z.ZodMiniType | undefined, value: unknown) {
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiRequestError(id, issuesOf(parsed.error));
  return parsed.data;
}

/**
 * Creates the client: JSON bodies, the locale and subscription-key headers, the bearer
 * token when a session exists, cookies included, requests and responses validated against
 * the contract. Every call has a time limit. A read (GET, which changes nothing) is tried
 * once more when it could not reach the API or timed out, and after `Retry-After` when
 * answered 429; a write is never repeated behind the member's back.
 */
export function createConsumerApi(options: ConsumerApiOptions): ConsumerApi {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function send(id: ApiEndpointId, input: { body?: unknown; query?: unknown; params?: Record<string, string> }) {
    const endpoint = apiEndpoints[id];
    const url = new URL(endpointPath(id, input.params), base);
    const query = validate(id, 'query' in endpoint ? endpoint.query : undefined, input.query ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const body = 'body' in endpoint ? JSON.stringify(validate(id, endpoint.body, input.body)) : undefined;
    const token = options.token();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      [LOCALE_HEADER]: options.locale(),
      [SUBSCRIPTION_KEY_HEADER]: options.subscriptionKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.origin ? { Origin: options.origin } : {}),
    };
    try {
      return await doFetch(url, {
        method: endpoint.method,
        headers,
        body,
        credentials: 'include',
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ApiNetworkError(id, error);
    }
  }

  async function sendRead(id: ApiEndpointId, input: { body?: unknown; query?: unknown; params?: Record<string, string> }) {
    try {
      return await send(id, input);
    } catch (error) {
      if (!(error instanceof ApiNetworkError)) throw error;
      await sleep(NETWORK_RETRY_WAIT_MS);
      return send(id, input);
    }
  }

  async function call(id: ApiEndpointId, given: { body?: unknown; query?: unknown; params?: Record<string, string> } = {}) {
    const endpoint = apiEndpoints[id];
    const read = endpoint.method === 'GET';
    const mock = process.env.NODE_ENV !== 'production' ? (options.mocks?.(id) ?? null) : null;
    const input = mock?.payload ? { ...given, body: { ...(given.body as object), ...mock.payload } } : given;
    let response = mock?.response ? mockedResponse(id, input, mock.response) : read ? await sendRead(id, input) : await send(id, input);
    if (response.status === 429 && read) {
      const wait = Math.min(Number(response.headers.get('Retry-After')) || 1, MAX_RETRY_WAIT_SECONDS);
      await sleep(wait * 1000);
      response = await send(id, input);
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const errorBody = apiErrorBodySchema.safeParse(payload);
      const retryAfter = Number(response.headers.get('Retry-After'));
      throw new ApiError(
        id,
        response.status,
        errorBody.success ? errorBody.data.message : response.statusText,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      );
    }
    const parsed = endpoint.response.safeParse(payload);
    if (!parsed.success) throw new ResponseShapeError(`${endpoint.method} ${endpoint.path}`, issuesOf(parsed.error));
    return parsed.data;
  }

  // A mocked answer still goes through the request's validation, so a mocked payload that
  // breaks the contract is refused as it would be for real.
  function mockedResponse(
    id: ApiEndpointId,
    input: { body?: unknown; query?: unknown },
    answer: NonNullable<MockFlag['response']>,
  ): Response {
    const endpoint = apiEndpoints[id];
    validate(id, 'query' in endpoint ? endpoint.query : undefined, input.query ?? {});
    if ('body' in endpoint) validate(id, endpoint.body, input.body);
    const body = answer.body === undefined || answer.status === 204 ? null : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }

  return { call: call as ConsumerApi['call'] };
}
