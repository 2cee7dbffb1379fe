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
  'sampleAddressLimitReached',
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
