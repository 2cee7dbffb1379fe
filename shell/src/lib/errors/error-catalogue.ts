import type { ApiEndpointId, ErrorKind } from '@maple/contracts';
import { BAD_GATEWAY_CODE, GENERIC_ERROR_CODE, INTERNAL_SERVER_ERROR_CODE, REQUEST_CODES } from './error-codes';

/** A request type of the catalogue. */
type RequestType = keyof typeof REQUEST_CODES;

/** The request type of each consumer API call. */
export const REQUEST_TYPE_OF: Readonly<Record<ApiEndpointId, RequestType>> = {
  login: 'login',
  logout: 'logout',
  enrolCause: 'enrolment',
  enrolCharityEligible: 'enrolment',
  optOut: 'optOut',
  changePassword: 'changePassword',
  getProfile: 'getProfile',
  updateProfile: 'updateProfile',
  updateCause: 'updateCause',
  updateAddress: 'updateAddress',
  orders: 'orders',
  consumerIncentives: 'orders',
  orderSample: 'orderSample',
  orderSampleV2: 'orderSample',
  samples: 'samples',
  sampleCampaigns: 'samples',
  messages: 'messages',
  readMessage: 'messages',
  anonymousRewards: 'rewards',
  rewards: 'rewards',
  issueReward: 'issueReward',
  points: 'points',
  resendRewardEmail: 'resendRewardEmail',
  charityDetailsCount: 'charityDetailsCount',
  memberInteraction: 'memberInteraction',
  history: 'history',
  transactionCustomFields: 'transactionCustomFields',
  anonymousOffers: 'offers',
  memberOffers: 'offers',
  printCoupons: 'printCoupons',
  surveys: 'content',
  quizzes: 'content',
  articles: 'content',
  geo: 'content',
  survey: 'content',
  quiz: 'content',
  memberSurveys: 'content',
  saveSurveyAnswers: 'memberInteraction',
  completeSurvey: 'memberInteraction',
  submitQuiz: 'memberInteraction',
  uploadReceipt: 'memberInteraction',
  receipts: 'memberInteraction',
  resendVerificationEmail: 'memberInteraction',
  sweepstakes: 'rewards',
  answerSkillTestingQuestion: 'memberInteraction',
  causes: 'content',
  pledges: 'transactionCustomFields',
  library: 'content',
  article: 'content',
  causePages: 'content',
  helpTopics: 'content',
  supportContact: 'content',
  offerRules: 'content',
  updateConsents: 'updateProfile',
  referral: 'getProfile',
  claimReferral: 'memberInteraction',
  impact: 'charityDetailsCount',
  dataExport: 'getProfile',
  deleteAccount: 'optOut',
};

/**
 * The code the error modal shows for a failed call: the request type's code for the kind,
 * the fixed codes for internal server errors and bad gateways, and the generic code for a
 * kind the request type does not expect.
 */
export function errorCodeFor(endpoint: ApiEndpointId, kind: ErrorKind): number {
  if (kind === 'internalServerError') return INTERNAL_SERVER_ERROR_CODE;
  if (kind === 'badGateway') return BAD_GATEWAY_CODE;
  const codes: Partial<Record<string, number>> = REQUEST_CODES[REQUEST_TYPE_OF[endpoint]];
  return codes[kind] ?? GENERIC_ERROR_CODE;
}

/** The code logged when a call succeeds (spec section 8: login 1023, logout 1031, ...). */
export function successCodeFor(endpoint: ApiEndpointId): number {
  return REQUEST_CODES[REQUEST_TYPE_OF[endpoint]].success;
}
