import { API_MESSAGES } from '../api/api-conventions';

/** The kinds every request type can fail with (spec section 8). */
export const COMMON_ERROR_KINDS = [
  'badRequest',
  'invalidJwt',
  'resourceNotFound',
  'invalidSubscriptionKey',
  'forbidden',
  'unprocessableEntity',
  'unauthorizedAccess',
  'serviceNotAvailable',
  'rateLimitExceeded',
] as const;

/** Kinds tied to one request type's own messages. */
export const SPECIFIC_ERROR_KINDS = [
  'invalidAuthCode',
  'invalidAuthState',
  'invalidProgramId',
  'loyaltyProgramUserTraitMissing',
  'invalidOptIn',
  'profileDataMissing',
  'requiredTraitsMissing',
  'loyaltyOnboardFailed',
  'invalidOrExpiredToken',
  'passwordValidationFailed',
  'digitalRewardFailed',
  'sweepstakeFailed',
  'causeDonationFailed',
  'invalidRewardId',
  'invalidIncentiveId',
  'rewardQuantityLimitExceeded',
  'insufficientPoints',
  'rewardOutOfStock',
  'rewardUnavailable',
  'ineligibleForSample',
  'sampleAlreadyOrdered',
  'traitUpdateFailed',
  'updateProfileFailed',
  'currentPasswordIncorrect',
  'emailNotVerified',
  'surveyIncomplete',
  'surveyAlreadyCompleted',
  'quizIncomplete',
  'receiptImageUnsupported',
  'receiptAlreadySubmitted',
  'dailyLimitReached',
] as const;

/** What went wrong, as the catalogue sees it. */
export type ErrorKind =
  (typeof COMMON_ERROR_KINDS)[number] | (typeof SPECIFIC_ERROR_KINDS)[number] | 'internalServerError' | 'badGateway' | 'unknown';

const byMessage = new Map<string, ErrorKind>([
  [API_MESSAGES.badRequest, 'badRequest'],
  [API_MESSAGES.unauthorized, 'unauthorizedAccess'],
  [API_MESSAGES.invalidSubscriptionKey, 'invalidSubscriptionKey'],
  [API_MESSAGES.invalidJwt, 'invalidJwt'],
  [API_MESSAGES.forbidden, 'forbidden'],
  [API_MESSAGES.resourceNotFound, 'resourceNotFound'],
  [API_MESSAGES.apiNotFound, 'resourceNotFound'],
  [API_MESSAGES.unprocessableEntity, 'unprocessableEntity'],
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
