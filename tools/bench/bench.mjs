// `npm run bench`: the size and build figures of docs/architecture section 9, measured on
// the production build: a clean whole-workspace build, then the anonymous home page
// loaded in chromium, counting every script and stylesheet it fetched and every React renderer.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { apps, distDir, repoRoot } from '../lib/apps.mjs';
import { buildApps } from '../build/build-app.mjs';
import { startSite } from '../serve/start-site.mjs';
import { ensureChromium } from '../lib/ensure-chromium.mjs';

const port = Number(process.env.BENCH_PORT ?? 4280);
const chromiumPath = ensureChromium();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const manifests = new Map();

/** The shared library a built file belongs to, from the app's mf-manifest.json (read once), if any. */
function sharedLibraryOf(app, file) {
  if (!manifests.has(app.dir)) manifests.set(app.dir, JSON.parse(fs.readFileSync(path.join(distDir(app), 'mf-manifest.json'), 'utf8')));
  const owner = manifests.get(app.dir).shared.find((shared) => [...shared.assets.js.sync, ...shared.assets.js.async].includes(file));
  return owner?.name ?? null;
}

// 1. A clean production build of every app, two at a time on two cores.
for (const app of apps) fs.rmSync(distDir(app), { recursive: true, force: true });
const buildStarted = Date.now();
const buildTimes = await buildApps(apps);
const buildSeconds = (Date.now() - buildStarted) / 1000;

// 2. The anonymous home page.
const site = await startSite({ port });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const scripts = [];
const stylesheets = [];
try {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const renderers = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      inject: (renderer) => renderers.push(renderer),
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
    };
    window.__benchRenderers = renderers;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => byId.set(requestId, { url: response.url, type }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = byId.get(requestId);
    if (entry?.type === 'Script') scripts.push({ url: entry.url, transferred: encodedDataLength });
    if (entry?.type === 'Stylesheet') stylesheets.push({ url: entry.url, transferred: encodedDataLength });
  });
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
  await page.locator('[data-mfe="campaigns"]').first().waitFor();
  const reactCopies = await page.evaluate(() => window.__benchRenderers.length);

  // gzip -9 of each file's bytes, so the figure does not depend on what the browser negotiated.
  for (const script of [...scripts, ...stylesheets]) {
    const { pathname, port: scriptPort } = new URL(script.url);
    const app = apps.find((candidate) => port + candidate.portOffset === Number(scriptPort));
    script.app = app?.dir ?? 'other';
    const file = app ? path.join(distDir(app), pathname) : null;
    const raw = file && fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    script.file = pathname.slice(1);
    script.gzip = zlib.gzipSync(raw, { level: 9 }).length;
    script.sharedLibrary = app ? sharedLibraryOf(app, script.file) : null;
  }
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  // The shell's own code: what it ships besides the shared libraries (React, react-intl).
  const shellOwn = scripts.filter((s) => s.app === 'shell' && !s.sharedLibrary).reduce((sum, s) => sum + s.gzip, 0);

  console.log('\nAnonymous home page, production build (gzip -9 of each script fetched):');
  for (const app of apps) {
    const mine = scripts.filter((s) => s.app === app.dir);
    if (mine.length === 0) continue;
    console.log(`  ${app.dir}: ${kb(mine.reduce((sum, s) => sum + s.gzip, 0))}`);
    for (const s of mine) {
      const what = s.sharedLibrary ? `shared ${s.sharedLibrary}` : s.file === 'remoteEntry.js' ? 'entry' : 'own code';
      console.log(`      ${s.file.padEnd(40)} ${kb(s.gzip).padStart(9)}  ${what.padEnd(24)} (transferred ${kb(s.transferred)})`);
    }
  }
  console.log(
    `  total JS: ${kb(total)} gzip (budget 150 KB), transferred as served: ${kb(scripts.reduce((s, x) => s + x.transferred, 0))}`,
  );
  console.log(`  shell's own JS (without shared libraries): ${kb(shellOwn)} gzip (budget 30 KB)`);
  console.log(`  React copies loaded: ${reactCopies} (budget 1)`);
  const cssTotal = stylesheets.reduce((sum, sheet) => sum + sheet.gzip, 0);
  console.log('\nStylesheets of the same page (gzip -9; each app ships the CSS it uses, docs/decisions/006):');
  for (const sheet of stylesheets) console.log(`  ${sheet.app.padEnd(14)} ${sheet.file.padEnd(44)} ${kb(sheet.gzip).padStart(9)}`);
  console.log(`  total CSS: ${kb(cssTotal)} gzip`);
  console.log(`\nWhole-workspace production build: ${buildSeconds.toFixed(1)} s on 2 workers (budget 60 s)`);
  for (const [dir, ms] of Object.entries(buildTimes)) console.log(`  ${dir}: ${(ms / 1000).toFixed(1)} s`);

  const report = {
    date: new Date().toISOString(),
    totalGzip: total,
    shellGzip: shellOwn,
    cssGzip: cssTotal,
    reactCopies,
    buildSeconds,
    buildTimes,
    scripts,
    stylesheets,
  };
  fs.mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, '.bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await browser.close();
  await site.close();
}
