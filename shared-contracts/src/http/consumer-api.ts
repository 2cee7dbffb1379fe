import type * as z from 'zod/mini';
import { LOCALE_HEADER, SUBSCRIPTION_KEY_HEADER } from '../api/api-conventions';
import { type ApiEndpointId, type ApiInput, type ApiOutput, apiEndpoints, endpointPath } from '../api/api-endpoints';
import { apiErrorBodySchema } from '../api/error-schema';
import type { Locale } from '../i18n/locale';
import { ResponseShapeError } from './fetch-json';

/** How the site reaches the consumer API. */
export interface ConsumerApiOptions {
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

/** The API could not be reached at all. */
export class ApiNetworkError extends Error {
  constructor(
    readonly endpoint: ApiEndpointId,
    cause: unknown,
  ) {
    super(`${endpoint} could not reach the API: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ApiNetworkError';
  }
}

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
 * the contract. A read answered 429 is tried once more after `Retry-After`.
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
      return await doFetch(url, { method: endpoint.method, headers, body, credentials: 'include' });
    } catch (error) {
      throw new ApiNetworkError(id, error);
    }
  }

  async function call(id: ApiEndpointId, input: { body?: unknown; query?: unknown; params?: Record<string, string> } = {}) {
    const endpoint = apiEndpoints[id];
    let response = await send(id, input);
    if (response.status === 429 && endpoint.method === 'GET') {
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

  return { call: call as ConsumerApi['call'] };
}
