// The byte pass of `npm run bench`: a page loaded once in chromium (fresh profile, no
// throttling), every request it made recorded over the DevTools protocol, every script and
// stylesheet sized as gzip -9 of the built file (so the figure does not depend on what the
// browser negotiated), each file attributed to the app whose origin served it, and the
// React renderers that registered counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apps, distDir } from '../lib/apps.mjs';

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);

/**
 * A page's figures from its files: totals, the shell's own code (what it ships besides the
 * shared libraries), and per app what its origin served (on a remote's page: what it adds).
 */
export function summarizePageBytes({ scripts, stylesheets, requests, reactCopies }) {
  const byApp = {};
  for (const script of scripts) {
    const app = (byApp[script.app] ??= { jsGzip: 0, sharedGzip: 0, files: 0 });
    app.jsGzip += script.gzip;
    app.files += 1;
    if (script.sharedLibrary) app.sharedGzip += script.gzip;
  }
  return {
    jsGzip: sum(scripts),
    jsTransferred: scripts.reduce((total, script) => total + script.transferred, 0),
    cssGzip: sum(stylesheets),
    requests,
    reactCopies,
    shellOwnJsGzip: sum(scripts.filter((script) => script.app === 'shell' && !script.sharedLibrary)),
    byApp,
    scripts,
    stylesheets,
  };
}

const manifests = new Map();

/** The shared library a built file belongs to, from the app's mf-manifest.json (read once), if any. */
function sharedLibraryOf(app, file) {
  if (!manifests.has(app.dir)) manifests.set(app.dir, JSON.parse(fs.readFileSync(path.join(distDir(app), 'mf-manifest.json'), 'utf8')));
  const owner = manifests.get(app.dir).shared.find((shared) => [...shared.assets.js.sync, ...shared.assets.js.async].includes(file));
  return owner?.name ?? null;
}

/** Size and owner of a fetched file; a file no app of ours served counts as transferred. */
function describeFile({ url, transferred }, port) {
  const { pathname, port: filePort } = new URL(url);
  const app = apps.find((candidate) => port + candidate.portOffset === Number(filePort));
  const file = pathname.slice(1);
  const builtFile = app ? path.join(distDir(app), pathname) : null;
  const gzip = builtFile && fs.existsSync(builtFile) ? zlib.gzipSync(fs.readFileSync(builtFile), { level: 9 }).length : transferred;
  return { file, app: app?.name ?? 'other', gzip, transferred, sharedLibrary: app ? sharedLibraryOf(app, file) : null };
}

/** A stand-in React DevTools hook: every React renderer registers with it once, so their count is the React copies loaded. */
function countReactRenderers() {
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
}

/**
 * Loads `page` (from resolveBenchPages) of the site served on `port` in a fresh browser
 * context, and waits for its remote to mount and the network to settle.
 * @param {import('playwright-core').Browser} browser
 */
export async function measurePageBytes(browser, page, port) {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.addInitScript(countReactRenderers);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const byId = new Map();
    const scripts = [];
    const stylesheets = [];
    let requests = 0;
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (!request.url.startsWith('data:')) requests += 1;
    });
    cdp.on('Network.responseReceived', ({ requestId, response, type }) => byId.set(requestId, { url: response.url, type }));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = byId.get(requestId);
      if (entry?.type === 'Script') scripts.push({ url: entry.url, transferred: encodedDataLength });
      if (entry?.type === 'Stylesheet') stylesheets.push({ url: entry.url, transferred: encodedDataLength });
    });
    await tab.goto(`http://localhost:${port}${page.path}`, { waitUntil: 'networkidle' });
    await tab.locator(`[data-mfe="${page.app}"]`).first().waitFor();
    const reactCopies = await tab.evaluate(() => window.__benchRenderers.length);
    return summarizePageBytes({
      scripts: scripts.map((script) => describeFile(script, port)),
      stylesheets: stylesheets.map((sheet) => describeFile(sheet, port)),
      requests,
      reactCopies,
    });
  } finally {
    await context.close();
  }
}
