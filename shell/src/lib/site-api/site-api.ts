import {
  ApiError,
  type ApiCallOptions,
  type ApiEndpointId,
  apiEndpoints,
  ApiNetworkError,
  ApiRequestError,
  type ApiResult,
  type ConsumerApi,
  type ErrorKind,
  LOCALE_HEADER,
  type Locale,
  ResponseShapeError,
  type SiteApi,
  SUBSCRIPTION_KEY_HEADER,
} from '@maple/contracts';
import { classifyApiError } from '../errors/classify-api-error';
import { errorCodeFor, successCodeFor } from '../errors/error-catalogue';
import { GENERIC_ERROR_CODE } from '../errors/error-codes';
import { maskForLog } from '../masking';
import type { CallActivity } from './call-activity';

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

/** What the site API needs from the shell. */
interface SiteApiOptions {
  readonly api: ConsumerApi;
  readonly locale: () => Locale;
  readonly hasToken: () => boolean;
  /** Opens the error modal (the store keeps the first code). */
  readonly showError: (code: number) => void;
  /** Writes to the monitoring log. */
  readonly log: (entry: MonitoringEntry) => void;
  /** Watches calls for the page's busy state. */
  readonly activity?: Pick<CallActivity, 'track'>;
}

/**
 * Wraps the client with the error rules of spec section 8: a failed call opens the error
 * modal with its code and is logged with headers, api, response and payload (secrets and
 * emails masked); a network failure shows the generic code; a 422 on reward issue sets the
 * modal code but skips the extra logging; a success logs its success code. A caller that
 * asks for inline errors gets the failure back without the modal (still logged).
 */
export function createSiteApi({ api, locale, hasToken, showError, log, activity }: SiteApiOptions): SiteApi {
  async function call(
    id: ApiEndpointId,
    input: { body?: unknown; query?: unknown; params?: Record<string, string> } = {},
    options: ApiCallOptions = {},
  ): Promise<ApiResult<unknown>> {
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
      const sent = (api.call as (id: ApiEndpointId, input: object) => Promise<unknown>)(id, input);
      const data = await (activity ? activity.track(sent) : sent);
      log({ ...base, level: 'info', code: successCodeFor(id), kind: 'success', status: 200, response: null });
      return { ok: true, data };
    } catch (error) {
      const failure = describeFailure(id, error);
      if (options.errors !== 'inline') showError(failure.code);
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
