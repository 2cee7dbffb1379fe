// Apart from the request codes: the session's chunk needs these alone (docs/decisions/014-performance.md).

/** Failures that are not an API answer: sign-in checks, storage, remotes, pages and embeds. */
export const CLIENT_ERROR_CODES = {
  authCodeMissing: 1272,
  authStateMismatch: 1273,
  cookiesDisabled: 1274,
  tokenExpired: 1277,
  remoteLoad: 1278,
  assetLoad: 1279,
  campaignIframe: 1280,
  helpPage: 1281,
  search: 1282,
  quiz: 1283,
  deqSurvey: 1284,
  feedbackSurvey: 1285,
} as const;

/** The code of a failure that is not an API answer. */
export function clientErrorCode(failure: keyof typeof CLIENT_ERROR_CODES): number {
  return CLIENT_ERROR_CODES[failure];
}
