// Absolute timings move by 1.5x from one machine or hour to the next (../shared/peers/README.md),
// so each of our Lighthouse medians is also read as a ratio to the peer's median of the same
// run: below 1 we are faster (a higher score for `performance`), above 1 slower.

/** The timings read as ratios to the peer's. */
export const ratioMetrics = ['performance', 'lcpMs', 'tbtMs', 'longestTaskMs'];

/** `value / reference`, to 3 decimals; null when either is missing or the reference is 0. */
export function ratioTo(value, reference) {
  if (typeof value !== 'number' || typeof reference !== 'number' || !(reference > 0)) return null;
  return Math.round((value / reference) * 1000) / 1000;
}

/** Each timing's median over the peer's (summaries of summarizeRuns); null without both summaries. */
export function peerRatios(summary, peerSummary) {
  if (!summary || !peerSummary) return null;
  return Object.fromEntries(ratioMetrics.map((metric) => [metric, ratioTo(summary.median[metric], peerSummary.median[metric])]));
}
