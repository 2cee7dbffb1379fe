// `npm run bench`: the figures of ARCHITECTURE section 9 on the production build, checked
// against tools/bench/budgets.json (docs/performance.md).
//   1. a clean build of the whole workspace, timed (--quick: only what is stale, untimed);
//   2. the site and the dev services served on BENCH_PORT (default 4280);
//   3. the byte pass: each bench page loaded once, its scripts and stylesheets sized and
//      attributed to the app that served them, its React copies counted;
//   4. the timing pass: Lighthouse, mobile, --runs times per page (default 5; none with --quick);
//   5. bench-report.json written, the report printed, and the exit code 1 when an enforced
//      (size) budget is broken. --ratchet lowers the ceilings today's figures allow.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildApps, needsBuild } from '../build/build-app.mjs';
import { apps, distDir, repoRoot } from '../lib/apps.mjs';
import { chromiumArgs, ensureChromium } from '../lib/ensure-chromium.mjs';
import { startServices } from '../serve/start-services.mjs';
import { startSite } from '../serve/start-site.mjs';
import { benchPages, resolveBenchPages } from './bench-pages.mjs';
import { assertBudgets, budgetsFileText, checkBudgets, ratchetBudgets } from './check-budgets.mjs';
import { formatReport } from './format-report.mjs';
import { measurePageBytes } from './measure-bytes.mjs';
import { runLighthouse } from './run-lighthouse.mjs';

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    ratchet: { type: 'boolean', default: false },
  },
});
const runs = options.quick ? 0 : Number(options.runs);
if (!Number.isInteger(runs) || runs < 0) throw new Error(`--runs expects a whole number of Lighthouse runs, got "${options.runs}"`);

const port = Number(process.env.BENCH_PORT ?? 4280);
const budgetsPath = path.join(repoRoot, 'tools/bench/budgets.json');
const reportPath = path.join(repoRoot, 'bench-report.json');
const budgetsFile = JSON.parse(fs.readFileSync(budgetsPath, 'utf8'));
assertBudgets(
  budgetsFile,
  benchPages.map((page) => page.id),
);
const chromiumPath = ensureChromium();
const started = Date.now();
const loadAtStart = os.loadavg()[0];

// 1. The production build.
let build = null;
if (options.quick) {
  const stale = apps.filter(needsBuild);
  if (stale.length > 0) await buildApps(stale);
} else {
  for (const app of apps) fs.rmSync(distDir(app), { recursive: true, force: true });
  const buildStarted = Date.now();
  const perApp = await buildApps(apps);
  build = { seconds: (Date.now() - buildStarted) / 1000, perApp };
}

// 2. The site, with the API its pages call.
const services = await startServices({ port, quiet: true });
const site = await startSite({ port }).catch(async (error) => {
  await services.close();
  throw error;
});
const pages = [];
try {
  const composition = JSON.parse(fs.readFileSync(site.files['/composition.json'], 'utf8'));
  const resolved = resolveBenchPages(composition);

  // 3. Bytes.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const page of resolved) {
      const bytes = await measurePageBytes(browser, page, port);
      console.log(`bytes: ${page.path} ${(bytes.jsGzip / 1024).toFixed(1)} KB of JS gz`);
      pages.push({ id: page.id, routeId: page.routeId, path: page.path, app: page.app, bytes, lighthouse: null });
    }
  } finally {
    await browser.close();
  }

  // 4. Timings.
  const timed = resolved.filter((page) => page.lighthouse).map((page) => ({ ...page, url: `http://localhost:${port}${page.path}` }));
  if (runs > 0) {
    const summaries = await runLighthouse(timed, {
      runs,
      onRun: ({ page, run, figures, seconds }) =>
        console.log(
          `lighthouse ${run}/${runs}: ${page.path} ${figures.error ? `failed (${figures.error})` : `performance ${figures.performance}`} in ${seconds.toFixed(0)} s`,
        ),
    });
    for (const page of pages) page.lighthouse = summaries[page.id] ?? null;
  }
} finally {
  await site.close();
  await services.close();
}

// 5. The report.
const report = {
  date: new Date().toISOString(),
  mode: options.quick ? 'quick' : 'full',
  lighthouseRuns: runs,
  machine: { cpus: os.cpus().length, loadAverage: { start: loadAtStart, end: os.loadavg()[0] } },
  durationSeconds: (Date.now() - started) / 1000,
  build,
  pages,
  ratchetMargin: budgetsFile.ratchetMargin,
};
report.budgets = checkBudgets(budgetsFile, report);
fs.writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${formatReport(report)}\nFull figures: ${path.relative(process.cwd(), reportPath) || reportPath}`);

if (options.ratchet) {
  const prettier = await import('prettier');
  const text = budgetsFileText(ratchetBudgets(budgetsFile, report.budgets.results));
  fs.writeFileSync(budgetsPath, await prettier.format(text, { ...(await prettier.resolveConfig(budgetsPath)), filepath: budgetsPath }));
  console.log('--ratchet: tools/bench/budgets.json now holds the lowered ceilings; review and commit it.');
}
if (report.budgets.failed) process.exitCode = 1;
