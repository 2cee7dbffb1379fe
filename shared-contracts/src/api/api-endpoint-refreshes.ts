// Read by useApiMutation, which every remote bundles: like api-endpoint-scopes.ts it imports
// types only, so a remote's bundle carries no schema.
import type { QueryEndpointId } from '../http/stale-times';
import type { ApiEndpointId } from './api-endpoints';

/**
 * The two reads made on a person's click, through `useApiMutation`, never kept as data:
 * opening a message marks it read; the data export is built when the member asks for it.
 */
export const READS_ON_CLICK = ['readMessage', 'dataExport'] as const;

/** A read made on a person's click ({@link READS_ON_CLICK}). */
export type ReadOnClickId = (typeof READS_ON_CLICK)[number];

/** A call made on a person's action through `useApiMutation`: every call that is not a read, and the reads made on a click. */
export type MutationEndpointId = Exclude<ApiEndpointId, QueryEndpointId> | ReadOnClickId;

/**
 * A read whose cached answers a change can make out of date. The reads made on a click are
 * not: refetching one would mark a message read, or build the export, again.
 */
type RefreshableEndpointId = Exclude<QueryEndpointId, ReadOnClickId>;

/**
 * What each change refreshes when it succeeds: the reads whose answers it changes for the
 * member, so every page showing them (the header's balance and unread count, the history, the
 * lists) follows without a reload. Declared once here, for every caller, instead of at each
 * call site; `useApiMutation` and `refreshAfter` read it. A new call that is not a read, missing
 * here, fails the type check; so does a read on the right that does not exist.
 */
export const apiEndpointRefreshes = {
  // The shell primes the new member's profile; signing out clears the whole cache.
  login: [],
  logout: [],
  // Enrolling gives the loyalty id, the cause (its supporters, the member's impact), the
  // eligibility to redeem and the welcome messages.
  enrolCause: ['getProfile', 'messages', 'rewards', 'causes', 'impact'],
  enrolCharityEligible: ['getProfile', 'messages', 'rewards', 'causes', 'impact'],
  // The API refuses an opted-out member's other reads: the shell reads the member afresh
  // (refreshMember) and then refetches what they may still read.
  optOut: ['getProfile', 'causes'],
  // Ends the member's other sessions; nothing this tab shows changes.
  changePassword: [],
  // Opting back in goes through here too: the shell's refreshMember brings back the rest.
  updateProfile: ['getProfile'],
  updateCause: ['getProfile', 'causes', 'charityDetailsCount', 'impact'],
  // The address decides which samples the member's home may still order.
  updateAddress: ['getProfile', 'samples', 'sampleCampaigns'],
  // An order changes the samples' standing and the orders; the API also asks the identity
  // provider whether the email address is confirmed, and keeps its yes on the profile.
  orderSample: ['sampleCampaigns', 'samples', 'consumerIncentives', 'orders', 'getProfile'],
  orderSampleV2: ['sampleCampaigns', 'samples', 'consumerIncentives', 'orders', 'getProfile'],
  readMessage: ['messages'],
  // Points debited (or given back), the stock and eligibility of the rewards, the entries
  // bought, a donation's cause points and dollars.
  issueReward: ['points', 'history', 'rewards', 'sweepstakes', 'causes', 'charityDetailsCount', 'impact'],
  // Counts the emails sent, which no page shows.
  resendRewardEmail: [],
  memberInteraction: ['points', 'history'],
  // The pledge, listed in the history and counted on its cause.
  transactionCustomFields: ['pledges', 'history', 'causes'],
  // A printed coupon has one print less.
  printCoupons: ['memberOffers'],
  // Not the survey: the runner keeps the one this call answers, and refetching it would hold
  // every next question for a second read.
  saveSurveyAnswers: ['memberSurveys'],
  // The survey's points, cause point and sweepstakes entries.
  completeSurvey: ['points', 'history', 'memberSurveys', 'survey', 'charityDetailsCount', 'sweepstakes', 'causes', 'impact'],
  submitQuiz: ['points', 'history', 'quiz'],
  // A receipt waits for review: its points are pending in the balance.
  uploadReceipt: ['receipts', 'points'],
  resendVerificationEmail: [],
  answerSkillTestingQuestion: ['sweepstakes'],
  updateConsents: ['getProfile'],
  // Credits the friend who invited the member, not the member.
  claimReferral: [],
  // The session ends with the account: the shell clears the cache.
  deleteAccount: [],
  dataExport: [],
} as const satisfies { readonly [Id in MutationEndpointId]: readonly RefreshableEndpointId[] };
