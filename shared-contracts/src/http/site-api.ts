import { LOCALE_HEADER, SUBSCRIPTION_KEY_HEADER } from '../api/api-conventions';
import { type ApiEndpointId, type ApiInput, type ApiOutput, apiEndpoints } from '../api/api-endpoints';
import { maskForLog } from '../domain/masking';
import { errorCodeFor, successCodeFor } from '../errors/error-catalogue';
import { GENERIC_ERROR_CODE } from '../errors/error-codes';
import { classifyApiError, type ErrorKind } from '../errors/error-kinds';
import type { Locale } from '../i18n/locale';
import { ApiError, ApiNetworkError, ApiRequestError, type ConsumerApi } from './consumer-api';
import { ResponseShapeError } from './fetch-json';

/** One line of the monitoring log: what was called, with what, and what came back (masked). */
export interface MonitoringEntry {
  readonly level: 'info' | 'error';
  readonly code: number;
  readonly api: string;
  readonly kind: ErrorKind | 'success';
  readonly status: number | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload: unknown;
  readonly response: unknown;
}

/** The outcome of a call: its data, or why it failed and the code the modal showed. */
export type ApiResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly kind: ErrorKind; readonly code: number; readonly status: number | null; readonly message: string };

/** What the site API needs from the shell. */
export interface SiteApiOptions {
  readonly api: ConsumerApi;
  readonly locale: () => Locale;
  readonly hasToken: () => boolean;
  /** Opens the error modal (the store keeps the first code). */
  readonly showError: (code: number) => void;
  /** Writes to the monitoring log. */
  readonly log: (entry: MonitoringEntry) => void;
}

/** The consumer API as apps use it: every failure becomes a catalogue code, the modal and a log line. */
export interface SiteApi {
  call<Id extends ApiEndpointId>(
    id: Id,
    ...input: object extends ApiInput<Id> ? [ApiInput<Id>?] : [ApiInput<Id>]
  ): Promise<ApiResult<ApiOutput<Id>>>;
}

/**
 * Wraps the client with the error rules of spec section 8: a failed call opens the error
 * modal with its code and is logged with headers, api, response and payload (secrets and
 * emails masked); a network failure shows the generic code; a 422 on reward issue sets the
 * modal code but skips the extra logging; a success logs its success code.
 */
export function createSiteApi({ api, locale, hasToken, showError, log }: SiteApiOptions): SiteApi {
  async function call(id: ApiEndpointId, input: { body?: unknown; query?: unknown; params?: Record<string, string> } = {}) {
    const endpoint = apiEndpoints[id];
    const base = {
      api: `${endpoint.method} ${endpoint.path}`,
      headers: {
        [LOCALE_HEADER]: locale(),
        [SUBSCRIPTION_KEY_HEADER]: '********',
        ...(hasToken() ? { Authorization: 'Bearer ********' } : {}),
      },
      payload: maskForLog({ body: input.body, query: input.query, params: input.params }),
    };
    try {
      const data = await (api.call as (id: ApiEndpointId, input: object) => Promise<unknown>)(id, input);
      log({ ...base, level: 'info', code: successCodeFor(id), kind: 'success', status: 200, response: null });
      return { ok: true, data };
    } catch (error) {
      const failure = describeFailure(id, error);
      showError(failure.code);
      const skipLogging = id === 'issueReward' && failure.status === 422;
      if (!skipLogging)
        log({
          ...base,
          level: 'error',
          code: failure.code,
          kind: failure.kind,
          status: failure.status,
          response: maskForLog(failure.response),
        });
      return { ok: false, kind: failure.kind, code: failure.code, status: failure.status, message: failure.message };
    }
  }
  return { call: call as SiteApi['call'] };
}

function describeFailure(id: ApiEndpointId, error: unknown) {
  if (error instanceof ApiError) {
    const kind = classifyApiError(error.status, error.serverMessage);
    return {
      kind,
      code: errorCodeFor(id, kind),
      status: error.status,
      message: error.serverMessage,
      response: { statusCode: error.status, message: error.serverMessage },
    };
  }
  if (error instanceof ApiNetworkError) {
    return { kind: 'unknown' as const, code: GENERIC_ERROR_CODE, status: null, message: error.message, response: null };
  }
  if (error instanceof ApiRequestError) {
    return {
      kind: 'badRequest' as const,
      code: errorCodeFor(id, 'badRequest'),
      status: null,
      message: error.message,
      response: { issues: error.issues },
    };
  }
  if (error instanceof ResponseShapeError) {
    return { kind: 'unknown' as const, code: GENERIC_ERROR_CODE, status: 200, message: error.message, response: { issues: error.issues } };
  }
  return { kind: 'unknown' as const, code: GENERIC_ERROR_CODE, status: null, message: String(error), response: null };
}
