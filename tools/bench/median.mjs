// Lighthouse figures vary from run to run on a shared 2-core machine, so the bench quotes the
// median of several runs with their range, the way the table does.

/** The middle value of the numbers given (the mean of the two middle ones for an even count); null if there are none. */
export function median(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/** The value most runs gave (the first met on a tie); null if none gave one. */
export function mostOften(values) {
  const counts = new Map();
  for (const value of values) if (value !== null && value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = null;
  for (const [value, count] of counts) if (best === null || count > counts.get(best)) best = value;
  return best;
}

/**
 * Each metric's median, lowest and highest value over runs (objects of numbers), and for each
 * label (a run's words, such as its largest paint's element) the one most runs gave; a run that
 * failed (`error`) is left out of the figures and counted in `failed`.
 */
export function summarizeRuns(runs, metrics, labels = []) {
  const measured = runs.filter((run) => !run.error);
  const pick = (metric) => measured.map((run) => run[metric]).filter((value) => typeof value === 'number');
  const over = (reduce) => Object.fromEntries(metrics.map((metric) => [metric, reduce(pick(metric))]));
  return {
    runs: measured.length,
    failed: runs.length - measured.length,
    errors: runs.filter((run) => run.error).map((run) => run.error),
    median: over(median),
    min: over((values) => (values.length > 0 ? Math.min(...values) : null)),
    max: over((values) => (values.length > 0 ? Math.max(...values) : null)),
    mostOften: Object.fromEntries(labels.map((label) => [label, mostOften(measured.map((run) => run[label]))])),
  };
}
