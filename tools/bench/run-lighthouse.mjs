// The timing pass of `npm run bench`: Lighthouse 12 with its default (mobile) settings:
// a Moto G Power sized screen, simulated slow 4G and a 4x slower CPU. Debian chromium, one
// run at a time (two at once skew each other), the pages taken in turns run after run so a
// burst of load on the machine spreads over every page instead of spoiling one.
//
// Two chromiums, never running at once: a visitor's, where every run starts with the page's
// origin emptied (storage and HTTP cache), and a member's, signed in, where each run keeps the
// origin's storage (the session) and starts with an empty HTTP cache. Lighthouse 12's own reset
// clears the HTTP cache and a few storages but neither localStorage nor cookies: the visitor's
// runs ask it to clear those too, the member's runs keep its default (not disableStorageReset,
// which would also keep the HTTP cache warm from the run before).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../lib/ensure-chromium.mjs';
import { summarizeRuns } from './median.mjs';

/** The figures the bench reads from Lighthouse, per run. */
export const lighthouseMetrics = ['performance', 'lcpMs', 'tbtMs', 'longestTaskMs', 'cls'];

/** Lighthouse 12's default storage reset, and what a visitor's run clears besides. */
const DEFAULT_CLEARED = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
export const VISITOR_CLEARED = [...DEFAULT_CLEARED, 'local_storage', 'indexeddb', 'cookies', 'websql'];

/**
 * The longest main-thread task of a run, in ms: the longest item of the `long-tasks` audit.
 * Simulated like TBT (Lantern: the trace's tasks replayed with the 4x CPU slowdown), so it
 * reads beside TBT; the unthrottled durations are in `main-thread-tasks`. The audit lists tasks
 * of 50 ms and more: 0 means none reached 50 ms. Null when the audit did not run or failed.
 */
export function longestTaskMs(lhr) {
  const audit = lhr.audits['long-tasks'];
  if (!audit || audit.scoreDisplayMode === 'error') return null;
  return (audit.details?.items ?? []).reduce((longest, item) => Math.max(longest, item.duration ?? 0), 0);
}

/**
 * The element Lighthouse counted as the largest paint of a run (its label and selector), null
 * when the audit did not say: what to look at when a page's LCP is slow.
 */
export function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.find((item) => item.type === 'table');
  const node = table?.items?.[0]?.node;
  if (!node) return null;
  return [node.nodeLabel, node.selector ? `(${node.selector})` : null].filter(Boolean).join(' ');
}

/** A path without its trailing slashes, so `/a/` and `/a` compare equal. */
const withoutTrailingSlash = (pathname) => pathname.replace(/\/+$/, '') || '/';

/**
 * One run's figures from a Lighthouse result (lhr); `error` when Lighthouse could not measure
 * the page, or when it ended elsewhere than `expectedPath` (a member page whose session was lost
 * sends the visitor home).
 */
export function readLighthouseRun(lhr, { expectedPath } = {}) {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  if (expectedPath && finalUrl && withoutTrailingSlash(new URL(finalUrl).pathname) !== withoutTrailingSlash(expectedPath))
    return { error: `ended on ${new URL(finalUrl).pathname}, not ${expectedPath}` };
  const score = lhr.categories.performance?.score;
  const value = (audit) => lhr.audits[audit]?.numericValue ?? null;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    longestTaskMs: longestTaskMs(lhr),
    cls: value('cumulative-layout-shift'),
    lcpElement: lcpElement(lhr),
  };
}

/** The order of the runs: run after run, every page in turn within each run. */
export function lighthouseRotation(pages, runs) {
  return Array.from({ length: runs }, (_, index) => pages.map((page) => ({ run: index + 1, page }))).flat();
}

/** The Lighthouse flags of a page's run: a visitor's starts with its origin emptied, a member's keeps its session. */
export function lighthouseFlags(page, port) {
  return {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The full-page screenshot feeds no performance figure and costs seconds per run.
    disableFullPageScreenshot: true,
    ...(page.member ? {} : { clearStorageTypes: VISITOR_CLEARED }),
  };
}

/** One Lighthouse run of a page; its figures, or the reason it has none. */
async function measureOnce(page, port) {
  try {
    const result = await lighthouse(page.url, lighthouseFlags(page, port));
    return result ? readLighthouseRun(result.lhr, { expectedPath: page.expectedPath }) : { error: 'Lighthouse returned no result' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** How long before a session's end the bench signs in again: longer than any Lighthouse run. */
const RENEW_MARGIN_MS = 5 * 60_000;

/** True when a session that started at `signedInAt` (null: none yet) may end before `now` + the margin. */
export function needsSignIn(signedInAt, now, lifetimeMs, marginMs = RENEW_MARGIN_MS) {
  return signedInAt === null || now + marginMs >= signedInAt + lifetimeMs;
}

const launchChromium = () => chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs, logLevel: 'silent' });

/**
 * `runs` Lighthouse runs of each page (`{ id, url, member?, expectedPath? }`), in the rotation
 * above; per page id, the summary of its runs (medians, ranges, failures). A failed run is
 * reported, never thrown: timings are not enforced. `member` signs in the member's chromium
 * (`signIn(port)`) before its first page and again before the session (`sessionMs`) runs out.
 */
export async function runLighthouse(pages, { runs, onRun = () => {}, member = null }) {
  const visitor = await launchChromium();
  let memberChrome = null;
  let signedInAt = null;
  const runsOf = new Map(pages.map((page) => [page.id, []]));
  try {
    for (const { run, page } of lighthouseRotation(pages, runs)) {
      const started = Date.now();
      let figures = null;
      let port = visitor.port;
      if (page.member) {
        memberChrome ??= await launchChromium();
        port = memberChrome.port;
        if (!member) figures = { error: 'no member to sign in' };
        else if (needsSignIn(signedInAt, Date.now(), member.sessionMs)) {
          try {
            await member.signIn(port);
            signedInAt = Date.now();
          } catch (error) {
            figures = { error: `could not sign in: ${error instanceof Error ? error.message : String(error)}` };
          }
        }
      }
      if (!figures) {
        figures = await measureOnce(page, port);
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP) on a busy
        // machine: one more attempt keeps the median over the runs asked for.
        if (figures.error) figures = await measureOnce(page, port);
      }
      runsOf.get(page.id).push(figures);
      onRun({ page, run, figures, seconds: (Date.now() - started) / 1000 });
    }
  } finally {
    visitor.kill();
    memberChrome?.kill();
  }
  return Object.fromEntries([...runsOf].map(([id, pageRuns]) => [id, summarizeRuns(pageRuns, lighthouseMetrics, ['lcpElement'])]));
}
