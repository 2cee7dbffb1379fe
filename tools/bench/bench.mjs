// `npm run bench`: the figures of ARCHITECTURE section 9 on the production build, checked
// against tools/bench/budgets.json (docs/performance.md).
//   1. a clean build of the whole workspace, timed (--quick: only what is stale, untimed);
//   2. the site and the dev services served on BENCH_PORT (default 4280), the peer's reference
//      build on BENCH_PEER_PORT (default BENCH_PORT + 20), a member signed up for the signed-in pages;
//   3. the byte pass: the peer and each bench page loaded once, their scripts and stylesheets
//      sized as served and attributed to the app that served them, their React copies counted;
//   4. the timing pass: Lighthouse, mobile, --runs times per page (default 5; none with --quick),
//      the peer and our pages in one rotation; each timing also as a ratio to the peer's median;
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
import { ensureNginx } from '../lib/ensure-nginx.mjs';
import { startServices } from '../serve/start-services.mjs';
import { startSite } from '../serve/start-site.mjs';
import { SESSION_MS, signInOverDevTools, signUpBenchMember } from './bench-member.mjs';
import { benchPages, resolveBenchPages } from './bench-pages.mjs';
import { assertBudgets, budgetsFileText, checkBudgets, ratchetBudgets } from './check-budgets.mjs';
import { formatReport } from './format-report.mjs';
import { measurePageBytes, peerFiles, siteFiles } from './measure-bytes.mjs';
import { peerRatios } from './peer-ratios.mjs';
import { findPeer, startPeer } from './peer-site.mjs';
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
const peerPort = Number(process.env.BENCH_PEER_PORT ?? port + 20);
const origin = `http://localhost:${port}`;
const budgetsPath = path.join(repoRoot, 'tools/bench/budgets.json');
const reportPath = path.join(repoRoot, 'bench-report.json');
const budgetsFile = JSON.parse(fs.readFileSync(budgetsPath, 'utf8'));
assertBudgets(
  budgetsFile,
  benchPages.map((page) => page.id),
);
const chromiumPath = ensureChromium();
const nginx = ensureNginx();
if (!nginx.brotliStaticModule)
  console.log(
    "bytes: nginx has no brotli static module, so scripts go out as its filter compresses them (quality 6), larger than the build's .br files production sends",
  );
const started = Date.now();
const loadAtStart = os.loadavg()[0];
const errorText = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

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

// 2. The site, with the API its pages call, and the peer.
const services = await startServices({ port, quiet: true });
const site = await startSite({ port, nginx }).catch(async (error) => {
  await services.close();
  throw error;
});
const peerFound = findPeer(repoRoot);
let peerSite = null;
let peer;
if (peerFound.missing) peer = { missing: peerFound.missing };
else {
  peerSite = await startPeer(peerFound, peerPort).catch((error) => ({ error }));
  if (peerSite.error) {
    peer = { missing: `its server did not start: ${errorText(peerSite.error)}` };
    peerSite = null;
  } else peer = { name: 'react-microfrontends', url: peerSite.url, path: '/', bytes: null, lighthouse: null };
}
if (peer.missing) console.log(`peer: not measured (${peer.missing}); the report has no ratios`);

const pages = [];
let member = null;
try {
  const composition = JSON.parse(fs.readFileSync(site.files['/composition.json'], 'utf8'));
  const resolved = resolveBenchPages(composition);

  // 3. Bytes.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    if (peerSite) {
      // The peer has no app to wait for: the network going idle is its page loaded.
      peer.bytes = await measurePageBytes(browser, { url: peerSite.url, locate: peerFiles(peerSite.site) });
      console.log(`bytes: peer ${(peer.bytes.jsServed / 1024).toFixed(1)} KB of JS as served`);
    }
    let memberState = null;
    if (resolved.some((page) => page.member)) {
      member = await signUpBenchMember(browser, origin).catch((error) => ({ error: `could not sign up a member: ${errorText(error)}` }));
      if (member.error) console.log(`signed-in pages: not measured (${member.error})`);
      else memberState = member.storageState;
    }
    for (const page of resolved) {
      if (page.member && !memberState) continue;
      const measured = await measurePageBytes(browser, {
        url: `${origin}${page.path}`,
        locate: siteFiles(port),
        // The page in its slot: a site-wide parcel of the same remote (the onboarding tracker) may come first, hidden.
        waitFor: `[data-slot="${page.app}"] [data-mfe="${page.app}"]`,
        storageState: page.member ? memberState : undefined,
        expectedPath: page.path,
      }).catch((error) => {
        // A visitor's page is under enforced budgets: not measuring it fails the bench. A member's
        // page has none: its failure is reported and the bench goes on.
        if (!page.member) throw error;
        return { error: errorText(error) };
      });
      const bytes = measured.error ? null : measured;
      console.log(
        `bytes: ${page.id} ${bytes ? `${(bytes.jsServed / 1024).toFixed(1)} KB of JS as served` : `not measured (${measured.error})`}`,
      );
      const { id, routeId, path: pagePath, app } = page;
      pages.push({
        id,
        routeId,
        path: pagePath,
        app,
        member: page.member,
        bytes,
        ...(bytes ? {} : { bytesError: measured.error }),
        lighthouse: null,
      });
    }
  } finally {
    await browser.close();
  }

  // 4. Timings: the peer first in each run, then our pages.
  const opened = new Set(pages.map((page) => page.id));
  const timed = [
    ...(peerSite ? [{ id: 'peer', url: peerSite.url, expectedPath: '/' }] : []),
    ...resolved
      .filter((page) => page.lighthouse && opened.has(page.id))
      .map((page) => ({ ...page, url: `${origin}${page.path}`, expectedPath: page.path })),
  ];
  if (runs > 0) {
    const signIn = member?.member
      ? { sessionMs: SESSION_MS, signIn: (chromePort) => signInOverDevTools(chromePort, origin, member.member) }
      : null;
    const summaries = await runLighthouse(timed, {
      runs,
      member: signIn,
      onRun: ({ page, run, figures, seconds }) =>
        console.log(
          `lighthouse ${run}/${runs}: ${page.id} ${figures.error ? `failed (${figures.error})` : `performance ${figures.performance}`} in ${seconds.toFixed(0)} s`,
        ),
    });
    if (peerSite) peer.lighthouse = summaries.peer;
    for (const page of pages) {
      page.lighthouse = summaries[page.id] ?? null;
      if (page.lighthouse) page.lighthouse.peerRatio = peerRatios(page.lighthouse, peer.lighthouse ?? null);
    }
  }
} finally {
  await peerSite?.close();
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
  peer,
  member: member?.error ? { error: member.error } : member ? { email: member.member.email } : null,
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
