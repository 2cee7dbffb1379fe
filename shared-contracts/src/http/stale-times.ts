// Apart from api-queries.ts: the shell's query cache reads the default at start, without the
// endpoint table the query keys need.
import type { ApiEndpointId, apiEndpoints } from '../api/api-endpoints';

/** A call that reads (GET): only these are queries; the others are mutations. */
export type QueryEndpointId = {
  [Id in ApiEndpointId]: (typeof apiEndpoints)[Id]['method'] extends 'GET' ? Id : never;
}[ApiEndpointId];

/**
 * How long an answer stays fresh, in ms (docs/decisions/007-data-layer.md). The reward
 * lists are kept per language until something changes them (spec section 4: "cached per
 * locale unless forced"; a redemption invalidates them); content changes rarely.
 */
export const STALE_TIMES: Partial<Record<QueryEndpointId, number>> & { readonly default: number } = {
  default: 30_000,
  anonymousRewards: Number.POSITIVE_INFINITY,
  rewards: Number.POSITIVE_INFINITY,
  surveys: 5 * 60_000,
  quizzes: 5 * 60_000,
  articles: 5 * 60_000,
  library: 5 * 60_000,
  article: 5 * 60_000,
  causePages: 5 * 60_000,
  helpTopics: 5 * 60_000,
  supportContact: 5 * 60_000,
  offerRules: 5 * 60_000,
  geo: Number.POSITIVE_INFINITY,
};
