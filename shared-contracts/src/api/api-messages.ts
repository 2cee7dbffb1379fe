// Apart from the headers and paths of api-conventions.ts: the shell's start-up sends headers,
// only the API client (its own chunk) reads the messages.

/**
 * Server message texts of spec section 8, exactly as the API sends them in `message`.
 * The error catalogue classifies responses by these texts.
 */
export const API_MESSAGES = {
  badRequest: 'Bad Request',
  unauthorized: 'Unauthorized Access',
  invalidSubscriptionKey: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
  invalidJwt: 'Invalid JWT.',
  forbidden: 'Forbidden',
  resourceNotFound: 'Resource not found',
  apiNotFound: 'Api not found',
  unprocessableEntity: 'Unprocessable entity',
  serviceNotAvailable: 'Service not available',
  internalServerError: 'Internal server error',
  badGateway: 'Bad Gateway',
  invalidAuthCode: 'Invalid auth code',
  invalidAuthState: 'Invalid auth state',
  invalidProgramId: 'Invalid program id',
  loyaltyProgramUserTraitMissing: 'Loyalty program user trait missing',
  invalidOptIn: 'Invalid opt-in',
  profileDataMissing: 'Profile data missing',
  requiredTraitsMissing: 'Required traits missing',
  loyaltyOnboardFailed: 'Loyalty onboard failed',
  invalidOrExpiredToken: 'Invalid or expired token',
  passwordValidationFailed: 'Password validation failed',
  digitalRewardFailed: 'Digital reward failed',
  sweepstakeFailed: 'Sweepstake failed',
  causeDonationFailed: 'Cause donation failed',
  invalidRewardId: 'Invalid reward id',
  invalidIncentiveId: 'Invalid incentive id',
  rewardQuantityLimitExceeded: 'Reward quantity limit exceeded',
  insufficientPoints: 'Insufficient points',
  rewardOutOfStock: 'Reward out of stock',
  rewardUnavailable: 'Reward unavailable',
  ineligibleForSample: 'Ineligible for sample',
  sampleAlreadyOrdered: 'You have already ordered the sample.',
  /** Sample order: the building (civic address) has had as many of this sample as one building gets, whatever units its orders named. */
  sampleAddressLimitReached: 'Sample limit reached at this address',
  traitUpdateFailed: 'Trait update failed',
  updateProfileFailed: 'Update profile failed',
  /** Password change: the current password given is not the member's. */
  currentPasswordIncorrect: 'Current password is incorrect',
  /** Earning: the member has not confirmed their email address yet (the identity provider sent a link). */
  emailNotVerified: 'Email not verified',
  /** Survey completion (or its onboarding step): a required question has no valid recorded answer. */
  surveyIncomplete: 'Survey incomplete',
  /** Survey answers: the survey was completed, its answers are final. */
  surveyAlreadyCompleted: 'Survey already completed',
  /** Quiz submission: every question needs exactly one answer. */
  quizIncomplete: 'Quiz incomplete',
  /** Receipt upload: the file is not a JPEG, PNG or HEIC photo (judged by its content). */
  receiptImageUnsupported: 'Receipt image must be a JPEG, PNG or HEIC photo',
  /** Receipt upload: this very image was submitted before (by anyone). */
  receiptAlreadySubmitted: 'Receipt already submitted',
  /** Receipt upload: the member reached today's number of receipts (Toronto time). */
  dailyLimitReached: 'Daily limit reached',
  /** Referral claim: the code is the member's own (a 422, of the kind unprocessable entity). */
  ownReferralCode: 'Referral code is your own',
} as const;

/** The rate-limit message; the number of seconds comes from `Retry-After`. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Rate limit is exceeded. Try again in ${retryAfterSeconds} seconds.`;
}
