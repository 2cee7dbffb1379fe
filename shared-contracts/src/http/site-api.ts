import type { ApiEndpointId, ApiInput, ApiOutput } from '../api/api-endpoints';
import type { ErrorKind } from '../errors/error-kinds';

/** Why a call failed: the catalogue's kind and code, the HTTP status (null when the API was not reached) and the server's message. */
export interface ApiFailureResult {
  readonly ok: false;
  readonly kind: ErrorKind;
  readonly code: number;
  readonly status: number | null;
  readonly message: string;
}

/** The outcome of a call: its data, or why it failed. */
export type ApiResult<T> = { readonly ok: true; readonly data: T } | ApiFailureResult;

/** How a caller wants a failure shown. */
export interface ApiCallOptions {
  /**
   * `modal` (the default) opens the site's error modal with the failure's code; `inline`
   * leaves the message to the caller (a form showing its 422 next to the field). Both are
   * logged with their catalogue code.
   */
  readonly errors?: 'modal' | 'inline';
}

/** The arguments of a call: its input (required only when the endpoint has a body or path parameters), then options. */
export type ApiCallArgs<Id extends ApiEndpointId> =
  object extends ApiInput<Id> ? [input?: ApiInput<Id>, options?: ApiCallOptions] : [input: ApiInput<Id>, options?: ApiCallOptions];

/**
 * The consumer API as apps use it (the shell builds it and hands it to remotes): every
 * failure becomes a catalogue code, is logged, and opens the error modal unless the caller
 * asked for inline errors.
 */
export interface SiteApi {
  call<Id extends ApiEndpointId>(id: Id, ...args: ApiCallArgs<Id>): Promise<ApiResult<ApiOutput<Id>>>;
}
