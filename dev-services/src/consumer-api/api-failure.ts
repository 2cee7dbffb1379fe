import { API_MESSAGES, type ApiErrorBody, rateLimitMessage } from '@maple/contracts';

/** An answer other than 2xx, with one of the API's message texts. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly apiMessage: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${status} ${apiMessage}`);
    this.name = 'ApiFailure';
  }

  /** The `{ statusCode, message }` body of the answer. */
  body(): ApiErrorBody {
    return { statusCode: this.status, message: this.apiMessage };
  }
}

/** The failures the API answers with, by name. */
export const fail = {
  badRequest: (message: string = API_MESSAGES.badRequest) => new ApiFailure(400, message),
  unauthorized: (message: string = API_MESSAGES.invalidJwt) => new ApiFailure(401, message),
  forbidden: () => new ApiFailure(403, API_MESSAGES.forbidden),
  notFound: (message: string = API_MESSAGES.resourceNotFound) => new ApiFailure(404, message),
  unprocessable: (message: string = API_MESSAGES.unprocessableEntity) => new ApiFailure(422, message),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiFailure(429, rateLimitMessage(retryAfterSeconds), { 'Retry-After': String(retryAfterSeconds) }),
  internal: () => new ApiFailure(500, API_MESSAGES.internalServerError),
  badGateway: (message: string = API_MESSAGES.badGateway) => new ApiFailure(502, message),
  unavailable: () => new ApiFailure(503, API_MESSAGES.serviceNotAvailable),
};

/** The message an injected failure carries when none is given. */
export function defaultMessageFor(status: number): string {
  switch (status) {
    case 400:
      return API_MESSAGES.badRequest;
    case 401:
      return API_MESSAGES.unauthorized;
    case 403:
      return API_MESSAGES.forbidden;
    case 404:
      return API_MESSAGES.resourceNotFound;
    case 422:
      return API_MESSAGES.unprocessableEntity;
    case 429:
      return rateLimitMessage(1);
    case 502:
      return API_MESSAGES.badGateway;
    case 503:
      return API_MESSAGES.serviceNotAvailable;
    default:
      return status >= 500 ? API_MESSAGES.internalServerError : API_MESSAGES.badRequest;
  }
}
