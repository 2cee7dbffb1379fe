import type { QueryEndpointId } from './stale-times';

/**
 * Which answers may outlive their page and be kept for the browser tab (session storage,
 * docs/decisions/020-member-data-for-the-tab.md), so the next full page load of the same
 * member shows them without asking the API again. A kept answer keeps the time it was
 * fetched: {@link STALE_TIMES} still decides from that time when it is refetched.
 *
 * `false` marks answers that are never written to storage: those decision 007 gives the
 * page's life (geo), a GET that is an action rather than data (reading a message marks it
 * read), a survey or quiz the member is answering (its page asks for the recorded answers),
 * and the member's full data export. Every read of `apiEndpoints` has its line here, so a
 * new endpoint cannot be kept without someone deciding it.
 */
export const KEPT_FOR_THE_TAB = {
  getProfile: true,
  orders: true,
  samples: true,
  messages: true,
  readMessage: false,
  anonymousRewards: true,
  rewards: true,
  points: true,
  charityDetailsCount: true,
  history: true,
  anonymousOffers: true,
  memberOffers: true,
  sampleCampaigns: true,
  consumerIncentives: true,
  surveys: true,
  quizzes: true,
  articles: true,
  geo: false,
  survey: false,
  quiz: false,
  memberSurveys: true,
  receipts: true,
  sweepstakes: true,
  causes: true,
  pledges: true,
  referral: true,
  impact: true,
  dataExport: false,
  library: true,
  article: true,
  causePages: true,
  helpTopics: true,
  supportContact: true,
  offerRules: true,
} as const satisfies { readonly [Id in QueryEndpointId]: boolean };

/** True when the answers of `id` may be kept for the tab (see {@link KEPT_FOR_THE_TAB}); false for anything else. */
export function isKeptForTheTab(id: unknown): id is QueryEndpointId {
  return typeof id === 'string' && Object.hasOwn(KEPT_FOR_THE_TAB, id) && KEPT_FOR_THE_TAB[id as QueryEndpointId];
}
