// The timing pass of `npm run bench`: Lighthouse 12 with its default (mobile) settings:
// a Moto G Power sized screen, simulated slow 4G and a 4x slower CPU. One Debian chromium,
// one run at a time (two at once skew each other), the pages taken in turns so a burst of
// load on the machine spreads over every page instead of spoiling one.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../lib/ensure-chromium.mjs';
import { summarizeRuns } from './median.mjs';

/** The figures the bench reads from Lighthouse, per run. */
export const lighthouseMetrics = ['performance', 'lcpMs', 'tbtMs', 'cls'];

/** One run's figures from a Lighthouse result (lhr); `error` when Lighthouse could not measure the page. */
export function readLighthouseRun(lhr) {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = lhr.categories.performance?.score;
  const value = (audit) => lhr.audits[audit]?.numericValue ?? null;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** One Lighthouse run of a URL; its figures, or the reason it has none. */
async function measureOnce(url, port) {
  try {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The full-page screenshot feeds no performance figure and costs seconds per run.
      disableFullPageScreenshot: true,
    });
    return result ? readLighthouseRun(result.lhr) : { error: 'Lighthouse returned no result' };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `runs` Lighthouse runs of each page (`{ id, url }`); per page id, the summary of its runs
 * (medians, ranges, failures). A failed run is reported, never thrown: timings are not enforced.
 */
export async function runLighthouse(pages, { runs, onRun = () => {} }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs, logLevel: 'silent' });
  const runsOf = new Map(pages.map((page) => [page.id, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const started = Date.now();
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP) on a busy
        // machine: one more attempt keeps the median over the runs asked for.
        let figures = await measureOnce(page.url, chrome.port);
        if (figures.error) figures = await measureOnce(page.url, chrome.port);
        runsOf.get(page.id).push(figures);
        onRun({ page, run, figures, seconds: (Date.now() - started) / 1000 });
      }
    }
  } finally {
    chrome.kill();
  }
  return Object.fromEntries([...runsOf].map(([id, pageRuns]) => [id, summarizeRuns(pageRuns, lighthouseMetrics)]));
}
