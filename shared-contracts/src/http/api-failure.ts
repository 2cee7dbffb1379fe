import type { ApiEndpointId } from '../api/api-endpoints';
import type { ErrorKind } from '../errors/error-kinds';
import type { ApiFailureResult } from './site-api';

/**
 * A failed call as a thrown error (what the query cache holds for a failed query or
 * mutation): the catalogue's kind and code, the status and the server's message.
 */
export class ApiFailure extends Error {
  readonly kind: ErrorKind;
  readonly code: number;
  readonly status: number | null;

  constructor(
    readonly endpoint: ApiEndpointId,
    failure: ApiFailureResult,
  ) {
    super(failure.message);
    this.name = 'ApiFailure';
    this.kind = failure.kind;
    this.code = failure.code;
    this.status = failure.status;
  }
}
