// Read by the query hooks every remote bundles (http/api-queries.ts): it imports no schema, so
// a remote's bundle carries no zod. The shell validates every answer before a remote sees it.
import type { apiEndpoints, EndpointAccess } from './api-endpoints';

type Endpoints = typeof apiEndpoints;

/** What a cached answer of an endpoint depends on besides its input: the member, the language. */
export interface ApiEndpointScope {
  readonly access: EndpointAccess;
  /** The answer's texts are in the caller's language. */
  readonly localized?: true;
}

/** The scope an endpoint's definition gives it, so the table below cannot drift from `apiEndpoints`. */
type ScopeOf<E> = { readonly access: E extends { readonly access: infer Access } ? Access : never } & (E extends {
  readonly localized: true;
}
  ? { readonly localized: true }
  : { readonly localized?: never });

/**
 * Each endpoint's access and language dependence, without its schemas: what a query's cache
 * key and a visitor's disabled queries need. Adding an endpoint to `apiEndpoints` without its
 * line here (or with another access) fails the type check.
 */
export const apiEndpointScopes = {
  login: { access: 'anonymous' },
  logout: { access: 'member' },
  enrolCause: { access: 'member' },
  enrolCharityEligible: { access: 'member' },
  optOut: { access: 'member' },
  changePassword: { access: 'member' },
  getProfile: { access: 'member' },
  updateProfile: { access: 'member' },
  updateCause: { access: 'member' },
  updateAddress: { access: 'member' },
  orders: { access: 'member', localized: true },
  orderSample: { access: 'member' },
  samples: { access: 'optional', localized: true },
  messages: { access: 'member', localized: true },
  readMessage: { access: 'member', localized: true },
  anonymousRewards: { access: 'anonymous', localized: true },
  rewards: { access: 'member', localized: true },
  issueReward: { access: 'member' },
  points: { access: 'member' },
  resendRewardEmail: { access: 'member' },
  charityDetailsCount: { access: 'member' },
  memberInteraction: { access: 'member' },
  history: { access: 'member', localized: true },
  transactionCustomFields: { access: 'member' },
  anonymousOffers: { access: 'anonymous', localized: true },
  memberOffers: { access: 'member', localized: true },
  printCoupons: { access: 'member' },
  sampleCampaigns: { access: 'optional', localized: true },
  orderSampleV2: { access: 'member' },
  consumerIncentives: { access: 'member', localized: true },
  surveys: { access: 'optional', localized: true },
  quizzes: { access: 'optional', localized: true },
  articles: { access: 'optional', localized: true },
  geo: { access: 'anonymous' },
  survey: { access: 'member', localized: true },
  saveSurveyAnswers: { access: 'member' },
  completeSurvey: { access: 'member' },
  quiz: { access: 'member', localized: true },
  submitQuiz: { access: 'member' },
  memberSurveys: { access: 'member', localized: true },
  uploadReceipt: { access: 'member' },
  receipts: { access: 'member' },
  resendVerificationEmail: { access: 'member' },
  sweepstakes: { access: 'optional', localized: true },
  answerSkillTestingQuestion: { access: 'member' },
  causes: { access: 'anonymous', localized: true },
  pledges: { access: 'member' },
  updateConsents: { access: 'member' },
  referral: { access: 'member' },
  claimReferral: { access: 'member' },
  impact: { access: 'member', localized: true },
  dataExport: { access: 'member', localized: true },
  deleteAccount: { access: 'member' },
  library: { access: 'anonymous', localized: true },
  article: { access: 'anonymous', localized: true },
  causePages: { access: 'anonymous', localized: true },
  helpTopics: { access: 'anonymous', localized: true },
  supportContact: { access: 'anonymous' },
  offerRules: { access: 'anonymous' },
} as const satisfies { readonly [Id in keyof Endpoints]: ScopeOf<Endpoints[Id]> };
