// The bench report as text for a terminal or a CI log: the peer and our pages (each timing
// with its ratio to the peer's), the JS each app brings, then every budget with its target,
// its enforced ceiling and today's figure side by side.
import { brokenBudgetLines, budgetMetrics, tighterCeiling } from './check-budgets.mjs';

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

/**
 * A page's median of a Lighthouse metric, with the ratio to the peer's in brackets when there is
 * one (`350 ms (0.92x)`), and for the score its lowest and highest run (`77 (73–80; 1.04x)`).
 */
export function timingCell(summary, metric, ratio = null) {
  const value = summary?.median[metric];
  if (value === null || value === undefined) return NOT_MEASURED;
  const text = budgetMetrics[metric].format(value);
  const notes = [
    metric === 'performance' && summary.runs > 1 ? `${summary.min[metric]}–${summary.max[metric]}` : null,
    typeof ratio === 'number' ? `${ratio.toFixed(2)}x` : null,
  ].filter(Boolean);
  return notes.length > 0 ? `${text} (${notes.join('; ')})` : text;
}

const kbOrNone = (bytes) => (typeof bytes === 'number' ? kb(bytes) : NOT_MEASURED);

function pageRow(page, label) {
  const ratio = (metric) => page.lighthouse?.peerRatio?.[metric] ?? null;
  return [
    label,
    page.path,
    timingCell(page.lighthouse, 'performance', ratio('performance')),
    timingCell(page.lighthouse, 'lcpMs', ratio('lcpMs')),
    timingCell(page.lighthouse, 'tbtMs', ratio('tbtMs')),
    timingCell(page.lighthouse, 'longestTaskMs', ratio('longestTaskMs')),
    timingCell(page.lighthouse, 'cls'),
    kbOrNone(page.bytes?.jsServed),
    kbOrNone(page.bytes?.jsGzip),
    kbOrNone(page.bytes?.cssServed),
    page.bytes ? `${kb(page.bytes.imageServed ?? 0)} / ${kb(page.bytes.allImagesServed ?? 0)}` : NOT_MEASURED,
    page.bytes?.requests ?? NOT_MEASURED,
    page.bytes?.reactCopies ?? NOT_MEASURED,
  ];
}

function pagesTable(report) {
  const header = [
    'page',
    'path',
    'performance',
    'LCP',
    'TBT',
    'longest task',
    'CLS',
    'JS br',
    'JS gz',
    'CSS br',
    'images (first screen / all)',
    'requests',
    'React',
  ];
  const peer = report.peer?.bytes || report.peer?.lighthouse ? [pageRow(report.peer, 'peer')] : [];
  const rows = report.pages.map((page) => pageRow(page, page.id));
  return formatTable([header, ...peer, ...rows], 'llrrrrrrrrrrr');
}

function appsTable(report) {
  const pages = report.pages.filter((page) => page.bytes);
  const appNames = [...new Set(pages.flatMap((page) => Object.keys(page.bytes.byApp)))].filter((app) => app !== 'shell');
  const header = ['page', 'shell (own code)', ...appNames];
  const rows = pages.map((page) => {
    const shell = page.bytes.byApp.shell;
    return [
      page.id,
      shell ? `${kb(shell.jsServed)} (${kb(page.bytes.shellOwnJsServed)})` : NOT_MEASURED,
      ...appNames.map((app) => (page.bytes.byApp[app] ? kb(page.bytes.byApp[app].jsServed) : NOT_MEASURED)),
    ];
  });
  return formatTable([header, ...rows], `lr${'r'.repeat(appNames.length)}`);
}

/** Each measured page's largest paint, as most of its runs saw it: where a slow LCP comes from. */
function lcpElementLines(report) {
  const pages = [...(report.peer?.lighthouse ? [{ ...report.peer, id: 'peer' }] : []), ...report.pages];
  const lines = pages.flatMap((page) => {
    const element = page.lighthouse?.mostOften?.lcpElement;
    return element ? [`  ${page.id}: ${element}`] : [];
  });
  return lines.length > 0 ? ['', 'Largest paint (the element most runs counted):', ...lines] : [];
}

/** The line about the peer: where it was served, or why it was not measured. */
function peerLine(report) {
  const peer = report.peer;
  if (!peer) return 'Peer: not measured';
  if (peer.missing) return `Peer: not measured (${peer.missing}), so no ratios`;
  return `Peer: ${peer.name} at ${peer.url}, measured in the same rotation; x = our median / the peer's (below 1 is faster; for the score, above 1 is better)`;
}

/** What the bench says about the signed-in pages when it could not open them. */
function memberLines(report) {
  return report.member?.error ? [`Signed-in pages: not measured (${report.member.error})`] : [];
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
  const pages = [...(report.peer?.lighthouse ? [{ ...report.peer, id: 'peer' }] : []), ...report.pages];
  return pages.flatMap((page) =>
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
    'Pages (JS br, CSS br: the bodies the server sent, brotli, without headers; JS gz: gzip -9 of the same files;',
    "timings: the Lighthouse median, the score's range and the ratio to the peer in brackets)",
    peerLine(report),
    pagesTable(report),
    ...lighthouseFailures(report),
    ...memberLines(report),
    ...lcpElementLines(report),
    '',
    "JS by app (as served, brotli): what the shell's origin serves (its own code without the shared libraries), what each remote adds",
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
  lines.push('', verdict(report), ...brokenBudgetLines(report.budgets.results).map((line) => `  ${line}`));
  return lines.join('\n');
}
