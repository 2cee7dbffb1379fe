// The bench report as text for a terminal or a CI log: the pages, the JS each app brings,
// then every budget with its target, its enforced ceiling and today's figure side by side.
import { budgetMetrics, tighterCeiling } from './check-budgets.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const NOT_MEASURED = '–';

/** Rows of cells as aligned columns; `align` has one letter per column, `l` or `r`. */
export function formatTable(rows, align = '') {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (align[column] === 'r' ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const statusText = {
  met: 'ok',
  'target-not-met': 'TARGET NOT MET',
  'over-enforced': 'FAIL: above the enforced ceiling',
  'not-measured': 'not measured',
};

function describeStatus(result) {
  if (result.kind === 'timing') {
    return result.status === 'target-not-met' ? 'TARGET NOT MET (timing: reported, never enforced)' : statusText[result.status];
  }
  if (result.status === 'target-not-met') return 'TARGET NOT MET (held at the enforced ceiling)';
  if (result.status === 'not-measured') return 'FAIL: not measured';
  return statusText[result.status];
}

function limit(result, value) {
  const metric = budgetMetrics[result.metric];
  return `${metric.lowerIsBetter ? '≤' : '≥'} ${metric.format(value)}`;
}

function timing(page, metric) {
  const summary = page.lighthouse;
  const value = summary?.median[metric];
  if (value === null || value === undefined) return NOT_MEASURED;
  const text = budgetMetrics[metric].format(value);
  return metric === 'performance' && summary.runs > 1 ? `${text} (${summary.min[metric]}–${summary.max[metric]})` : text;
}

function pagesTable(report) {
  const header = ['page', 'path', 'performance', 'LCP', 'TBT', 'CLS', 'JS gz', 'CSS gz', 'requests', 'React'];
  const rows = report.pages.map((page) => [
    page.id,
    page.path,
    timing(page, 'performance'),
    timing(page, 'lcpMs'),
    timing(page, 'tbtMs'),
    timing(page, 'cls'),
    kb(page.bytes.jsGzip),
    kb(page.bytes.cssGzip),
    page.bytes.requests,
    page.bytes.reactCopies,
  ]);
  return formatTable([header, ...rows], 'llrrrrrrrr');
}

function appsTable(report) {
  const appNames = [...new Set(report.pages.flatMap((page) => Object.keys(page.bytes.byApp)))].filter((app) => app !== 'shell');
  const header = ['page', 'shell (own code)', ...appNames];
  const rows = report.pages.map((page) => {
    const shell = page.bytes.byApp.shell;
    return [
      page.id,
      shell ? `${kb(shell.jsGzip)} (${kb(page.bytes.shellOwnJsGzip)})` : NOT_MEASURED,
      ...appNames.map((app) => (page.bytes.byApp[app] ? kb(page.bytes.byApp[app].jsGzip) : NOT_MEASURED)),
    ];
  });
  return formatTable([header, ...rows], `lr${'r'.repeat(appNames.length)}`);
}

function budgetsTable(report) {
  const header = ['budget', 'page', 'target', 'enforced', 'actual', 'status'];
  const rows = report.budgets.results.map((result) => [
    result.name,
    result.page ?? 'site',
    limit(result, result.target),
    result.kind === 'size' ? limit(result, result.enforced) : 'reported',
    result.actual === null ? NOT_MEASURED : budgetMetrics[result.metric].format(result.actual),
    describeStatus(result),
  ]);
  return formatTable([header, ...rows], 'llrrrl');
}

function lighthouseFailures(report) {
  return report.pages.flatMap((page) =>
    page.lighthouse?.failed ? [`  ${page.id}: ${page.lighthouse.failed} Lighthouse run(s) failed: ${page.lighthouse.errors[0]}`] : [],
  );
}

function verdict(report) {
  const results = report.budgets.results;
  const failing = results.filter((result) => result.fails);
  const notMet = results.filter((result) => result.status === 'target-not-met' || result.status === 'over-enforced');
  const unmeasured = results.some((result) => result.status === 'not-measured');
  const targets =
    notMet.length > 0 ? `; ${notMet.length} target(s) not met yet` : unmeasured ? '; every measured target met' : '; every target met';
  if (failing.length > 0)
    return `FAILED: ${failing.length} enforced budget(s) broken (${failing.map((r) => r.name).join(', ')})${targets}.`;
  return `Every enforced budget holds${targets}.`;
}

/** The whole report as text. */
export function formatReport(report) {
  const load = report.machine.loadAverage;
  const mode =
    report.mode === 'quick'
      ? 'quick (bytes only, builds reused when up to date, no Lighthouse)'
      : `full (clean build, bytes, Lighthouse 12 mobile, median of ${report.lighthouseRuns} runs)`;
  const lines = [
    `Bench of ${report.date}: ${mode}, ${Math.round(report.durationSeconds)} s`,
    `Machine: ${report.machine.cpus} cores, load average ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end` +
      (Math.max(load.start, load.end) > report.machine.cpus ? ' (busy: the timings are pessimistic)' : ''),
    '',
    'Pages (bytes: gzip -9 of every file fetched; timings: the Lighthouse median, the score range in brackets)',
    pagesTable(report),
    ...lighthouseFailures(report),
    '',
    "JS by app (gzip -9): what the shell's origin serves (its own code without the shared libraries), what each remote adds",
    appsTable(report),
    '',
    report.build
      ? `Build: ${report.build.seconds.toFixed(1)} s clean, 2 apps at a time (${Object.entries(report.build.perApp)
          .map(([dir, ms]) => `${dir} ${(ms / 1000).toFixed(1)} s`)
          .join(', ')})`
      : 'Build: not timed (--quick reuses up-to-date builds)',
    '',
    'Budgets (tools/bench/budgets.json): target = where we want to be; enforced = the ceiling CI holds; timings are never enforced',
    budgetsTable(report),
  ];
  const tighter = report.budgets.results
    .map((result) => ({ result, lower: tighterCeiling(result, report.ratchetMargin) }))
    .filter(({ lower }) => lower !== null);
  if (tighter.length > 0) {
    lines.push(
      '',
      `Ceilings that can come down (today's figure + ${Math.round(report.ratchetMargin * 1000) / 10}%; \`npm run bench -- --ratchet\` writes them):`,
    );
    for (const { result, lower } of tighter) lines.push(`  ${result.name}: ${limit(result, result.enforced)} → ${limit(result, lower)}`);
  }
  lines.push('', verdict(report));
  return lines.join('\n');
}
