import type * as z from 'zod/mini';
import {
  earningResultSchema,
  historyQuerySchema,
  historyResponseSchema,
  memberInteractionRequestSchema,
  memberInteractionResponseSchema,
  messageListSchema,
  messageSchema,
  readMessageQuerySchema,
  transactionCustomFieldsRequestSchema,
} from './activity-schemas';
import {
  claimReferralRequestSchema,
  claimReferralResponseSchema,
  dataExportSchema,
  deleteAccountRequestSchema,
  impactSchema,
  referralSummarySchema,
  updateConsentsRequestSchema,
} from './account-schemas';
import { articleListSchema, quizListSchema, surveyListSchema } from './content-schemas';
import { geoSchema } from './geo-schema';
import { quizDetailSchema, quizResultSchema, submitQuizRequestSchema } from './quiz-schemas';
import { RECEIPT_UPLOAD_MAX_BODY_BYTES, receiptListSchema, receiptSchema, uploadReceiptRequestSchema } from './receipt-schemas';
import { saveSurveyAnswersRequestSchema, surveyDetailSchema } from './survey-schemas';
import { memberSurveyListSchema } from './member-survey-schemas';
import {
  acknowledgedSchema,
  changePasswordRequestSchema,
  enrolCauseRequestSchema,
  enrolCharityEligibleRequestSchema,
  enrolResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  profileSchema,
  updateAddressRequestSchema,
  updateCauseRequestSchema,
  updateProfileRequestSchema,
} from './member-schemas';
import { orderListSchema, orderSampleRequestSchema, printCouponsRequestSchema, sampleOrderSchema } from './offer-schemas';
import { couponOfferListSchema, printJobSchema, sampleCampaignListSchema } from './coupon-and-sample-schemas';
import {
  charityDetailsCountSchema,
  issueRewardRequestSchema,
  issueRewardResponseSchema,
  pointsBalanceSchema,
  resendRewardEmailRequestSchema,
  rewardListResponseSchema,
} from './reward-schemas';
import { causeListSchema, pledgeListSchema } from './cause-schemas';
import { skillTestingAnswerRequestSchema, skillTestingAnswerResponseSchema, sweepstakesListSchema } from './sweepstakes-schemas';
import {
  articleDetailSchema,
  causePageListSchema,
  helpContentSchema,
  libraryResponseSchema,
  offerRulesSchema,
  supportContactSchema,
} from './editorial-schemas';

/** Who may call an endpoint: a signed-in member (bearer token), anyone, or anyone with more for members. */
export type EndpointAccess = 'member' | 'anonymous' | 'optional';

/** One call of the consumer API: method, path under `/api/v1/ca/`, access and schemas. */
export interface ApiEndpoint {
  readonly method: 'GET' | 'POST' | 'PUT';
  /** Relative to the API base; `{name}` marks a path parameter. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** True when the answer depends on the locale header (texts in the caller's language): caches keep one copy per language. */
  readonly localized?: boolean;
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
  /** The largest body the API reads for this call, when larger than the usual 256 KiB. */
  readonly maxBodyBytes?: number;
}

const endpoint = <const E extends ApiEndpoint>(definition: E): E => definition;

/**
 * Every call of spec section 7, plus the coupon, sample and geo services and the content
 * lists the site shows. The dev consumer API serves exactly these; the site's client calls
 * only these.
 */
export const apiEndpoints = {
  login: endpoint({ method: 'POST', path: 'auth/login', access: 'anonymous', body: loginRequestSchema, response: loginResponseSchema }),
  logout: endpoint({ method: 'POST', path: 'auth/logout', access: 'member', response: acknowledgedSchema }),
  enrolCause: endpoint({
    method: 'POST',
    path: 'user/enroll/email/cause',
    access: 'member',
    body: enrolCauseRequestSchema,
    response: enrolResponseSchema,
  }),
  enrolCharityEligible: endpoint({
    method: 'POST',
    path: 'user/enroll/email/charityEligible',
    access: 'member',
    body: enrolCharityEligibleRequestSchema,
    response: enrolResponseSchema,
  }),
  optOut: endpoint({ method: 'PUT', path: 'user/optout', access: 'member', response: acknowledgedSchema }),
  changePassword: endpoint({
    method: 'PUT',
    path: 'user/password',
    access: 'member',
    body: changePasswordRequestSchema,
    response: acknowledgedSchema,
  }),
  getProfile: endpoint({ method: 'GET', path: 'user/profile', access: 'member', response: profileSchema }),
  updateProfile: endpoint({
    method: 'POST',
    path: 'user/profile',
    access: 'member',
    body: updateProfileRequestSchema,
    response: profileSchema,
  }),
  updateCause: endpoint({ method: 'PUT', path: 'user/cause', access: 'member', body: updateCauseRequestSchema, response: profileSchema }),
  updateAddress: endpoint({
    method: 'PUT',
    path: 'user/address',
    access: 'member',
    body: updateAddressRequestSchema,
    response: profileSchema,
  }),
  orders: endpoint({ method: 'GET', path: 'user/incentives', access: 'member', localized: true, response: orderListSchema }),
  orderSample: endpoint({
    method: 'POST',
    path: 'user/sample',
    access: 'member',
    body: orderSampleRequestSchema,
    response: sampleOrderSchema,
  }),
  samples: endpoint({
    method: 'GET',
    path: 'user/campaign/incentives',
    access: 'optional',
    localized: true,
    response: sampleCampaignListSchema,
  }),
  messages: endpoint({ method: 'GET', path: 'user/message/promotion', access: 'member', localized: true, response: messageListSchema }),
  readMessage: endpoint({
    method: 'GET',
    path: 'user/message/read',
    access: 'member',
    localized: true,
    query: readMessageQuerySchema,
    response: messageSchema,
  }),
  anonymousRewards: endpoint({
    method: 'GET',
    path: 'user/reward/choiceList',
    access: 'anonymous',
    localized: true,
    response: rewardListResponseSchema,
  }),
  rewards: endpoint({ method: 'GET', path: 'user/reward/list', access: 'member', localized: true, response: rewardListResponseSchema }),
  issueReward: endpoint({
    method: 'POST',
    path: 'user/reward',
    access: 'member',
    body: issueRewardRequestSchema,
    response: issueRewardResponseSchema,
  }),
  points: endpoint({ method: 'GET', path: 'user/reward/points', access: 'member', response: pointsBalanceSchema }),
  resendRewardEmail: endpoint({
    method: 'POST',
    path: 'user/reward/email',
    access: 'member',
    body: resendRewardEmailRequestSchema,
    response: acknowledgedSchema,
  }),
  charityDetailsCount: endpoint({
    method: 'GET',
    path: 'user/reward/charityDetailsCount',
    access: 'member',
    response: charityDetailsCountSchema,
  }),
  memberInteraction: endpoint({
    method: 'POST',
    path: 'user/transaction/memberInteractions',
    access: 'member',
    body: memberInteractionRequestSchema,
    response: memberInteractionResponseSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: 'user/transaction/history',
    access: 'member',
    localized: true,
    query: historyQuerySchema,
    response: historyResponseSchema,
  }),
  transactionCustomFields: endpoint({
    method: 'PUT',
    path: 'user/transaction/customFields',
    access: 'member',
    body: transactionCustomFieldsRequestSchema,
    response: acknowledgedSchema,
  }),
  anonymousOffers: endpoint({
    method: 'GET',
    path: 'nmc-anonymous/OfferDisplay',
    access: 'anonymous',
    localized: true,
    response: couponOfferListSchema,
  }),
  memberOffers: endpoint({
    method: 'GET',
    path: 'nmc-consumer/OfferDisplay',
    access: 'member',
    localized: true,
    response: couponOfferListSchema,
  }),
  printCoupons: endpoint({
    method: 'POST',
    path: 'nmc-consumer-print/PrintService',
    access: 'member',
    body: printCouponsRequestSchema,
    response: printJobSchema,
  }),
  sampleCampaigns: endpoint({
    method: 'GET',
    path: 'pgge-mics/campaigns/v1/campaigns',
    access: 'optional',
    localized: true,
    response: sampleCampaignListSchema,
  }),
  orderSampleV2: endpoint({
    method: 'POST',
    path: 'modernincentives/orders/v2/samples',
    access: 'member',
    body: orderSampleRequestSchema,
    response: sampleOrderSchema,
  }),
  consumerIncentives: endpoint({
    method: 'GET',
    path: 'modernincentives/consumers/v1/consumers/{consumerId}/incentives',
    access: 'member',
    localized: true,
    response: orderListSchema,
  }),
  surveys: endpoint({ method: 'GET', path: 'content/surveys', access: 'optional', localized: true, response: surveyListSchema }),
  quizzes: endpoint({ method: 'GET', path: 'content/quizzes', access: 'optional', localized: true, response: quizListSchema }),
  articles: endpoint({ method: 'GET', path: 'content/articles', access: 'optional', localized: true, response: articleListSchema }),
  geo: endpoint({ method: 'GET', path: 'geo', access: 'anonymous', response: geoSchema }),

  // Earning with evidence: surveys, quizzes and receipts (the API checks what it credits).
  survey: endpoint({ method: 'GET', path: 'user/surveys/{surveyId}', access: 'member', localized: true, response: surveyDetailSchema }),
  saveSurveyAnswers: endpoint({
    method: 'PUT',
    path: 'user/surveys/{surveyId}/answers',
    access: 'member',
    body: saveSurveyAnswersRequestSchema,
    response: surveyDetailSchema,
  }),
  completeSurvey: endpoint({ method: 'POST', path: 'user/surveys/{surveyId}/completion', access: 'member', response: earningResultSchema }),
  quiz: endpoint({ method: 'GET', path: 'user/quizzes/{quizId}', access: 'member', localized: true, response: quizDetailSchema }),
  submitQuiz: endpoint({
    method: 'POST',
    path: 'user/quizzes/{quizId}/answers',
    access: 'member',
    body: submitQuizRequestSchema,
    response: quizResultSchema,
  }),
  /** Every survey with the member's progress (status, answers so far), for the survey page. */
  memberSurveys: endpoint({ method: 'GET', path: 'user/surveys', access: 'member', localized: true, response: memberSurveyListSchema }),
  uploadReceipt: endpoint({
    method: 'POST',
    path: 'user/receipts',
    access: 'member',
    body: uploadReceiptRequestSchema,
    response: receiptSchema,
    maxBodyBytes: RECEIPT_UPLOAD_MAX_BODY_BYTES,
  }),
  receipts: endpoint({ method: 'GET', path: 'user/receipts', access: 'member', response: receiptListSchema }),
  /** Sends the email-address confirmation link again (earning waits for it). */
  resendVerificationEmail: endpoint({ method: 'POST', path: 'user/email/verification', access: 'member', response: acknowledgedSchema }),

  // Sweepstakes (official rules, the member's entries and wins) and causes (the community's impact, pledges).
  sweepstakes: endpoint({ method: 'GET', path: 'user/sweepstakes', access: 'optional', localized: true, response: sweepstakesListSchema }),
  answerSkillTestingQuestion: endpoint({
    method: 'POST',
    path: 'user/sweepstakes/wins/{drawId}/answer',
    access: 'member',
    body: skillTestingAnswerRequestSchema,
    response: skillTestingAnswerResponseSchema,
  }),
  causes: endpoint({ method: 'GET', path: 'content/causes', access: 'anonymous', localized: true, response: causeListSchema }),
  pledges: endpoint({ method: 'GET', path: 'user/pledges', access: 'member', response: pledgeListSchema }),
  // Editorial content of mfe-campaigns: articles, cause pages, help, support contact and offer rules (the same for everyone).
  library: endpoint({ method: 'GET', path: 'content/library', access: 'anonymous', localized: true, response: libraryResponseSchema }),
  article: endpoint({
    method: 'GET',
    path: 'content/articles/{articleId}',
    access: 'anonymous',
    localized: true,
    response: articleDetailSchema,
  }),
  causePages: endpoint({ method: 'GET', path: 'content/cause-pages', access: 'anonymous', localized: true, response: causePageListSchema }),
  helpTopics: endpoint({ method: 'GET', path: 'content/help', access: 'anonymous', localized: true, response: helpContentSchema }),
  supportContact: endpoint({ method: 'GET', path: 'content/support', access: 'anonymous', response: supportContactSchema }),
  offerRules: endpoint({ method: 'GET', path: 'content/offer-rules', access: 'anonymous', response: offerRulesSchema }),
  // The member's account beyond the spec's calls: consents, referrals, impact, their data (PIPEDA, Quebec Law 25).
  updateConsents: endpoint({
    method: 'PUT',
    path: 'user/consents',
    access: 'member',
    body: updateConsentsRequestSchema,
    response: profileSchema,
  }),
  referral: endpoint({ method: 'GET', path: 'user/referral', access: 'member', response: referralSummarySchema }),
  claimReferral: endpoint({
    method: 'POST',
    path: 'user/referral/claim',
    access: 'member',
    body: claimReferralRequestSchema,
    response: claimReferralResponseSchema,
  }),
  impact: endpoint({ method: 'GET', path: 'user/impact', access: 'member', localized: true, response: impactSchema }),
  dataExport: endpoint({ method: 'GET', path: 'user/data-export', access: 'member', localized: true, response: dataExportSchema }),
  deleteAccount: endpoint({
    method: 'POST',
    path: 'user/account/deletion',
    access: 'member',
    body: deleteAccountRequestSchema,
    response: acknowledgedSchema,
  }),
} as const;

/** The name of a consumer API call. */
export type ApiEndpointId = keyof typeof apiEndpoints;

type Endpoint<Id extends ApiEndpointId> = (typeof apiEndpoints)[Id];
type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : never;

/** What a call takes: its body, query and path parameters, each only where the endpoint has them. */
export type ApiInput<Id extends ApiEndpointId> = (Endpoint<Id> extends { body: infer B extends z.ZodMiniType }
  ? { body: z.input<B> }
  : { body?: never }) &
  (Endpoint<Id> extends { query: infer Q extends z.ZodMiniType } ? { query?: z.input<Q> } : { query?: never }) &
  ([PathParams<Endpoint<Id>['path']>] extends [never] ? { params?: never } : { params: PathParams<Endpoint<Id>['path']> });

/** What a call answers, once validated. */
export type ApiOutput<Id extends ApiEndpointId> = z.output<Endpoint<Id>['response']>;

/** The path of a call under the API base, with its parameters filled in (URI-encoded). */
export function endpointPath(id: ApiEndpointId, params: Record<string, string> = {}): string {
  return apiEndpoints[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${id} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
