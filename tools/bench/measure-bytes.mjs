// The byte pass of `npm run bench`: a page loaded once in chromium (fresh context, no
// throttling), every request it made recorded over the DevTools protocol, every script and
// stylesheet sized as the server sent it (its encoded body: brotli, as nginx sends the
// build's .br files) and, for comparison, as gzip -9 of the file; each file attributed to
// the app whose origin served it, and the React renderers that registered counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apps, distDir } from '../lib/apps.mjs';

/**
 * The body bytes a response took on the wire, without its headers: what the browser received
 * for it (`Network.loadingFinished`'s encodedDataLength) less its raw headers (from
 * `Network.responseReceivedExtraInfo`, else what had arrived when the headers were parsed).
 * Checked against nginx: it equals the Content-Length it sent, and the size of the
 * build's .br file. (The sum of `Network.dataReceived` is not used: chromium reports 0 for some
 * responses.)
 */
export function servedBodyBytes({ received, headersText = null, receivedAtHeaders = 0 }) {
  const headers = typeof headersText === 'string' ? Buffer.byteLength(headersText) : receivedAtHeaders;
  return Math.max(0, received - headers);
}

const total = (files, key) => files.reduce((sum, file) => sum + file[key], 0);

/**
 * A page's figures from its files: totals (as served, and gzip -9 for comparison), the shell's
 * own code (what it ships besides the shared libraries), per app what its origin served
 * (on a remote's page: what it adds), and its images: those of the first screen, and all of
 * them once the page was scrolled to its end (lazy images load as they come near the screen).
 */
export function summarizePageBytes({ scripts, stylesheets, images = [], allImages = images, requests, reactCopies }) {
  const byApp = {};
  for (const script of scripts) {
    const app = (byApp[script.app] ??= { jsServed: 0, jsGzip: 0, sharedServed: 0, sharedGzip: 0, files: 0 });
    app.jsServed += script.served;
    app.jsGzip += script.gzip;
    app.files += 1;
    if (script.sharedLibrary) {
      app.sharedServed += script.served;
      app.sharedGzip += script.gzip;
    }
  }
  const encodings = {};
  for (const file of [...scripts, ...stylesheets]) encodings[file.encoding] = (encodings[file.encoding] ?? 0) + 1;
  const shellOwn = scripts.filter((script) => script.app === 'shell' && !script.sharedLibrary);
  return {
    jsServed: total(scripts, 'served'),
    jsGzip: total(scripts, 'gzip'),
    jsTransferred: total(scripts, 'transferred'),
    cssServed: total(stylesheets, 'served'),
    cssGzip: total(stylesheets, 'gzip'),
    imageServed: total(images, 'served'),
    allImagesServed: total(allImages, 'served'),
    requests,
    reactCopies,
    shellOwnJsServed: total(shellOwn, 'served'),
    shellOwnJsGzip: total(shellOwn, 'gzip'),
    encodings,
    byApp,
    scripts,
    stylesheets,
    images,
    allImages,
  };
}

const manifests = new Map();

/** The shared library a built file belongs to, from the app's mf-manifest.json (read once), if any. */
function sharedLibraryOf(app, file) {
  if (!manifests.has(app.dir)) manifests.set(app.dir, JSON.parse(fs.readFileSync(path.join(distDir(app), 'mf-manifest.json'), 'utf8')));
  const owner = manifests.get(app.dir).shared.find((shared) => [...shared.assets.js.sync, ...shared.assets.js.async].includes(file));
  return owner?.name ?? null;
}

/** Where our site's files come from: the app whose port served a URL, its built file and shared library. */
export function siteFiles(port) {
  return (url) => {
    const { pathname, port: filePort } = new URL(url);
    const app = apps.find((candidate) => port + candidate.portOffset === Number(filePort));
    if (!app) return { app: 'other', builtFile: null, sharedLibrary: null };
    return { app: app.name, builtFile: path.join(distDir(app), pathname), sharedLibrary: sharedLibraryOf(app, pathname.slice(1)) };
  };
}

/** Where the peer's files come from: one folder, one "app". */
export function peerFiles(siteDir) {
  return (url) => ({ app: 'peer', builtFile: path.join(siteDir, new URL(url).pathname), sharedLibrary: null });
}

/** A fetched file's sizes and owner; a file with no built file on disk (an image of the API) counts its served size as its gzip size. */
function describeFile({ url, served, transferred, encoding }, locate) {
  const { app, builtFile, sharedLibrary } = locate(url);
  const gzip = builtFile && fs.existsSync(builtFile) ? zlib.gzipSync(fs.readFileSync(builtFile), { level: 9 }).length : served;
  return { file: new URL(url).pathname.slice(1), app, served, gzip, transferred, encoding, sharedLibrary };
}

/**
 * A dedicated worker's script, which DevTools does not report to the page's session: sized from
 * its built file as the servers send it to a browser that accepts brotli (its .br beside it,
 * else the file itself). A worker that is not one of our built files counts nothing.
 */
export function describeWorkerScript(url, locate) {
  const { builtFile } = locate(url);
  if (!builtFile || !fs.existsSync(builtFile)) return null;
  const brotli = `${builtFile}.br`;
  const [served, encoding] = fs.existsSync(brotli) ? [fs.statSync(brotli).size, 'br'] : [fs.statSync(builtFile).size, 'identity'];
  return describeFile({ url, served, transferred: served, encoding }, locate);
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
 * The screen the byte pass loads pages on: the phone Lighthouse's mobile run emulates (its
 * Moto G Power), so the bytes are those of the first view the timings measure. A part of a page
 * that loads when it comes on screen counts when it is on a phone's first screen.
 */
export const PHONE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** A path without its trailing slashes, so `/a/` and `/a` compare equal. */
const withoutTrailingSlash = (pathname) => pathname.replace(/\/+$/, '') || '/';

/**
 * Loads `url` on a phone's screen in a fresh browser context (with `storageState`: a signed-in member's), waits for
 * the network to settle and for `waitFor` (a selector: the page's remote mounted) if given,
 * and sizes every script (its workers' too) and stylesheet it fetched, attributed by `locate` (siteFiles, peerFiles).
 * A page that ends on another path than `expectedPath` (a protected page sending a visitor home)
 * is an error, not a measure.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, locate: ReturnType<typeof siteFiles>, waitFor?: string, storageState?: object, expectedPath?: string }} page
 */
export async function measurePageBytes(browser, { url, locate, waitFor, storageState, expectedPath }) {
  const context = await browser.newContext({ ...PHONE_SCREEN, ...(storageState ? { storageState } : {}) });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(countReactRenderers);
    const cdp = await context.newCDPSession(tab);
    const workers = [];
    tab.on('worker', (worker) => workers.push(worker.url()));
    await cdp.send('Network.enable');
    const byId = new Map();
    const record = (requestId) => byId.get(requestId) ?? byId.set(requestId, {}).get(requestId);
    let requests = 0;
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (!request.url.startsWith('data:')) requests += 1;
    });
    cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
      const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      Object.assign(record(requestId), {
        url: response.url,
        type,
        encoding: headers['content-encoding'] ?? 'identity',
        receivedAtHeaders: response.encodedDataLength,
      });
    });
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
      if (typeof headersText === 'string') record(requestId).headersText = headersText;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      record(requestId).received = encodedDataLength;
    });
    await tab.goto(url, { waitUntil: 'networkidle' });
    if (waitFor) await tab.locator(waitFor).first().waitFor();
    if (expectedPath && withoutTrailingSlash(new URL(tab.url()).pathname) !== withoutTrailingSlash(expectedPath))
      throw new Error(`${url} ended on ${new URL(tab.url()).pathname}, not ${expectedPath}`);
    const reactCopies = await tab.evaluate(() => window.__benchRenderers.length);
    const files = (type) =>
      [...byId.values()]
        .filter((entry) => typeof entry.received === 'number' && entry.type === type)
        .map((entry) => describeFile({ ...entry, served: servedBodyBytes(entry), transferred: entry.received }, locate));
    const workerScripts = workers.map((workerUrl) => describeWorkerScript(workerUrl, locate)).filter(Boolean);
    const firstScreen = {
      scripts: [...files('Script'), ...workerScripts],
      stylesheets: files('Stylesheet'),
      images: files('Image'),
      requests: requests + workerScripts.length,
    };
    // Then to the page's end, half a screen at a time, so every lazy image loads: counted apart.
    await tab.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    await tab.waitForLoadState('networkidle');
    return summarizePageBytes({ ...firstScreen, allImages: files('Image'), reactCopies });
  } finally {
    await context.close();
  }
}
