// The budgets of tools/bench/budgets.json checked against a bench report. Each budget has a
// `target` (where we want to be: ARCHITECTURE section 9, issue 8) and, for sizes, an
// `enforced` ceiling CI holds. A target not yet met keeps a ceiling just above today's figure
// (a ratchet): growth fails CI, the gap to the target stays visible. Timings are noisy on a
// shared machine, so they carry a target only and never fail a run.

const kb = (bytes) => (typeof bytes === 'number' ? Math.round((bytes / 1024) * 10) / 10 : null);
const kbText = (value) => `${value.toFixed(1)} KB`;
const number = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const ratioText = (value) => `${value.toFixed(2)}x`;

/**
 * What a budget can measure. `size` metrics are deterministic (the bytes the static server sends
 * for the built files: the build's brotli 11 files; a count of React renderers) and enforced;
 * `timing` metrics come from Lighthouse or the clock and are only reported, some as a ratio to
 * the peer's figure of the same run. `read` takes the budget's page (absent for site-wide
 * metrics) and the report.
 */
export const budgetMetrics = {
  jsKb: {
    kind: 'size',
    what: 'JS over the wire (as served: brotli)',
    lowerIsBetter: true,
    format: kbText,
    read: (page) => kb(page?.bytes?.jsServed),
  },
  shellOwnJsKb: {
    kind: 'size',
    what: "shell's own JS over the wire (without shared libraries)",
    lowerIsBetter: true,
    format: kbText,
    read: (page) => kb(page?.bytes?.shellOwnJsServed),
  },
  appJsKb: {
    kind: 'size',
    what: 'JS over the wire an app adds (files from its origin)',
    needsApp: true,
    lowerIsBetter: true,
    format: kbText,
    read: (page, report, budget) => (page?.bytes ? kb(page.bytes.byApp[budget.app]?.jsServed ?? 0) : null),
  },
  imageKb: {
    kind: 'size',
    what: "images of the page's first screen, as served",
    lowerIsBetter: true,
    format: kbText,
    read: (page) => kb(page?.bytes?.imageServed),
  },
  allImagesKb: {
    kind: 'size',
    what: 'images of the whole page once scrolled to its end, as served',
    lowerIsBetter: true,
    format: kbText,
    read: (page) => kb(page?.bytes?.allImagesServed),
  },
  reactCopies: {
    kind: 'size',
    what: 'React copies loaded, on the page that loads the most',
    siteWide: true,
    lowerIsBetter: true,
    format: String,
    read: (page, report) => {
      const counts = report.pages.filter((each) => each.bytes).map((each) => each.bytes.reactCopies);
      return counts.length > 0 ? Math.max(...counts) : null;
    },
  },
  performance: {
    kind: 'timing',
    what: 'Lighthouse performance score',
    lowerIsBetter: false,
    format: String,
    read: (page) => number(page?.lighthouse?.median.performance),
  },
  lcpMs: {
    kind: 'timing',
    what: 'Largest Contentful Paint',
    lowerIsBetter: true,
    format: (v) => `${(v / 1000).toFixed(1)} s`,
    read: (page) => number(page?.lighthouse?.median.lcpMs),
  },
  tbtMs: {
    kind: 'timing',
    what: 'Total Blocking Time',
    lowerIsBetter: true,
    format: (v) => `${Math.round(v)} ms`,
    read: (page) => number(page?.lighthouse?.median.tbtMs),
  },
  longestTaskMs: {
    kind: 'timing',
    what: 'longest main-thread task (simulated, like TBT)',
    lowerIsBetter: true,
    format: (v) => (v === 0 ? '< 50 ms' : `${Math.round(v)} ms`),
    read: (page) => number(page?.lighthouse?.median.longestTaskMs),
  },
  lcpPeerRatio: {
    kind: 'timing',
    what: "LCP over the peer's, same run",
    lowerIsBetter: true,
    format: ratioText,
    read: (page) => number(page?.lighthouse?.peerRatio?.lcpMs),
  },
  tbtPeerRatio: {
    kind: 'timing',
    what: "TBT over the peer's, same run",
    lowerIsBetter: true,
    format: ratioText,
    read: (page) => number(page?.lighthouse?.peerRatio?.tbtMs),
  },
  cls: {
    kind: 'timing',
    what: 'Cumulative Layout Shift',
    lowerIsBetter: true,
    format: (v) => v.toFixed(3),
    read: (page) => number(page?.lighthouse?.median.cls),
  },
  buildSeconds: {
    kind: 'timing',
    what: 'clean production build of the workspace',
    siteWide: true,
    lowerIsBetter: true,
    format: (v) => `${v.toFixed(1)} s`,
    read: (page, report) => number(report.build?.seconds),
  },
};

/** Every problem of a budgets file, as sentences; an empty list when it is sound. */
export function budgetProblems(file, pageIds) {
  const problems = [];
  if (typeof file?.ratchetMargin !== 'number' || file.ratchetMargin < 0) problems.push('ratchetMargin must be a number ≥ 0 (0.03 is 3%)');
  if (!Array.isArray(file?.budgets)) return [...problems, 'budgets must be a list'];
  const names = new Set();
  for (const budget of file.budgets) {
    const name = budget.name ?? '(a budget without a name)';
    const metric = budgetMetrics[budget.metric];
    if (typeof budget.name !== 'string' || budget.name === '') problems.push(`${name}: needs a name`);
    else if (names.has(budget.name)) problems.push(`${name}: another budget has the same name`);
    names.add(budget.name);
    if (!metric) {
      problems.push(`${name}: unknown metric "${budget.metric}" (known: ${Object.keys(budgetMetrics).join(', ')})`);
      continue;
    }
    if (metric.siteWide && budget.page !== undefined) problems.push(`${name}: ${budget.metric} is site-wide, so it names no page`);
    if (!metric.siteWide && !pageIds.includes(budget.page))
      problems.push(`${name}: page "${budget.page}" is not one the bench loads (${pageIds.join(', ')})`);
    if (metric.needsApp && typeof budget.app !== 'string') problems.push(`${name}: ${budget.metric} needs the app it is about`);
    if (typeof budget.target !== 'number') problems.push(`${name}: needs a numeric target`);
    if (metric.kind === 'size' && typeof budget.enforced !== 'number')
      problems.push(`${name}: a size budget needs a numeric enforced ceiling`);
    if (metric.kind === 'timing' && budget.enforced !== undefined)
      problems.push(`${name}: ${budget.metric} is a timing, reported against its target and never enforced: remove "enforced"`);
  }
  return problems;
}

/** Throws one error listing every problem of a budgets file. */
export function assertBudgets(file, pageIds) {
  const problems = budgetProblems(file, pageIds);
  if (problems.length > 0) throw new Error(`tools/bench/budgets.json is not valid:\n  - ${problems.join('\n  - ')}`);
}

const meets = (metric, actual, limit) => (metric.lowerIsBetter ? actual <= limit : actual >= limit);

/**
 * Each budget with its actual figure and a status: `met`, `target-not-met` (a size still
 * within its enforced ceiling, or any timing), `over-enforced` (fails) or `not-measured`
 * (fails for a size: a ceiling that cannot be checked holds nothing).
 */
export function checkBudgets(file, report) {
  const results = file.budgets.map((budget) => {
    const metric = budgetMetrics[budget.metric];
    const page = report.pages.find((candidate) => candidate.id === budget.page);
    const actual = metric.read(page, report, budget);
    let status;
    if (actual === null) status = 'not-measured';
    else if (metric.kind === 'size' && !meets(metric, actual, budget.enforced)) status = 'over-enforced';
    else status = meets(metric, actual, budget.target) ? 'met' : 'target-not-met';
    const fails = metric.kind === 'size' && (status === 'over-enforced' || status === 'not-measured');
    return { ...budget, kind: metric.kind, actual, status, fails };
  });
  return { results, failed: results.some((result) => result.fails) };
}

/** A ceiling `margin` above a size, rounded up to a whole unit: what a ratchet allows. */
export const ceilingAbove = (actual, margin) => Math.ceil(actual * (1 + margin) - 1e-9);

/**
 * The ceiling a size budget could move down to: today's figure plus the margin, never below
 * the target; null when that would not lower it (ceilings only ever move down this way).
 */
export function tighterCeiling(result, margin) {
  const metric = budgetMetrics[result.metric];
  if (metric.kind !== 'size' || !metric.lowerIsBetter || result.actual === null) return null;
  const proposed = Math.max(result.target, ceilingAbove(result.actual, margin));
  return proposed < result.enforced ? proposed : null;
}

/** The budgets file with every size ceiling lowered to what `tighterCeiling` allows (`npm run bench -- --ratchet`). */
export function ratchetBudgets(file, results) {
  return {
    ...file,
    budgets: file.budgets.map((budget) => {
      const result = results.find((candidate) => candidate.name === budget.name);
      const lower = result ? tighterCeiling(result, file.ratchetMargin) : null;
      return lower === null ? budget : { ...budget, enforced: lower };
    }),
  };
}

/** A budgets file as JSON text with one budget per line, so a change to a ceiling reads as a one-line diff. */
export function budgetsFileText(file) {
  const entries = Object.entries(file).map(([key, value]) =>
    key === 'budgets'
      ? `  "budgets": [\n${value.map((budget) => `    ${JSON.stringify(budget)}`).join(',\n')}\n  ]`
      : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{\n${entries.join(',\n')}\n}\n`;
}

/**
 * What a broken size budget means and what to do, one line each: the figure, how far over
 * its ceiling, and the way to grow a page on purpose (docs/performance.md, "Changing a budget").
 */
export function brokenBudgetLines(results) {
  const broken = results.filter((result) => result.fails);
  if (broken.length === 0) return [];
  const lines = broken.map((result) => {
    const metric = budgetMetrics[result.metric];
    if (result.actual === null) return `${result.name}: not measured (a size budget must be measured to hold)`;
    const over = result.actual - result.enforced;
    const percent = result.enforced === 0 ? '' : ` (+${((over / result.enforced) * 100).toFixed(1)} %)`;
    return `${result.name}: ${metric.format(result.actual)}, ${metric.format(over)}${percent} over its ceiling of ${metric.format(result.enforced)} (target ${metric.format(result.target)})`;
  });
  if (broken.some((result) => result.actual !== null))
    lines.push(
      'A change that must grow a page raises that "enforced" ceiling in tools/bench/budgets.json in the same commit, ' +
        'with the reason in the commit message and in docs/performance.md; the target does not move.',
    );
  return lines;
}
