import { API_MESSAGES, type ErrorKind, SPECIFIC_ERROR_KINDS } from '@maple/contracts';

const byMessage = new Map<string, ErrorKind>([
  [API_MESSAGES.badRequest, 'badRequest'],
  [API_MESSAGES.unauthorized, 'unauthorizedAccess'],
  [API_MESSAGES.invalidSubscriptionKey, 'invalidSubscriptionKey'],
  [API_MESSAGES.invalidJwt, 'invalidJwt'],
  [API_MESSAGES.forbidden, 'forbidden'],
  [API_MESSAGES.resourceNotFound, 'resourceNotFound'],
  [API_MESSAGES.apiNotFound, 'resourceNotFound'],
  [API_MESSAGES.unprocessableEntity, 'unprocessableEntity'],
  [API_MESSAGES.ownReferralCode, 'unprocessableEntity'],
  [API_MESSAGES.serviceNotAvailable, 'serviceNotAvailable'],
  [API_MESSAGES.internalServerError, 'internalServerError'],
  [API_MESSAGES.badGateway, 'badGateway'],
  ...SPECIFIC_ERROR_KINDS.map((kind) => [API_MESSAGES[kind], kind] as [string, ErrorKind]),
]);

const normalize = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();
const byNormalizedMessage = new Map([...byMessage].map(([message, kind]) => [normalize(message), kind]));

/**
 * Classifies an API answer by its message text (spec section 8); the rate-limit wording
 * anywhere in the text means rate-limit-exceeded. Internal server errors and bad gateways
 * are known by their status too. Anything else is `unknown`.
 */
export function classifyApiError(status: number, message: string): ErrorKind {
  if (/rate limit/i.test(message)) return 'rateLimitExceeded';
  const kind = byNormalizedMessage.get(normalize(message));
  if (kind) return kind;
  if (status === 500) return 'internalServerError';
  if (status === 502) return 'badGateway';
  if (status === 429) return 'rateLimitExceeded';
  return 'unknown';
}
