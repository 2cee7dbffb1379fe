// Factories for the bench's tests: a page, a report and a budgets file with plausible figures.
const KB = 1024;

/** A measured page: the shell's files and one remote's, optionally with Lighthouse medians. */
export function aPage({
  id = 'home',
  app = 'campaigns',
  shellKb = 160,
  shellOwnKb = 70,
  appKb = 35,
  reactCopies = 1,
  lighthouse = null,
} = {}) {
  return {
    id,
    routeId: id,
    path: id === 'home' ? '/' : `/${id}/`,
    app,
    bytes: {
      jsGzip: (shellKb + appKb) * KB,
      jsTransferred: (shellKb + appKb) * KB,
      cssGzip: 7 * KB,
      requests: 19,
      reactCopies,
      shellOwnJsGzip: shellOwnKb * KB,
      byApp: {
        shell: { jsGzip: shellKb * KB, sharedGzip: (shellKb - shellOwnKb) * KB, files: 8 },
        [app]: { jsGzip: appKb * KB, sharedGzip: 0, files: 3 },
      },
      scripts: [],
      stylesheets: [],
    },
    lighthouse,
  };
}

/** Lighthouse's summary of a page's runs (see summarizeRuns). */
export function aLighthouseSummary({ performance = 80, lcpMs = 3300, tbtMs = 320, cls = 0.169 } = {}) {
  const figures = { performance, lcpMs, tbtMs, cls };
  return {
    runs: 5,
    failed: 0,
    errors: [],
    median: figures,
    min: { ...figures, performance: performance - 4 },
    max: { ...figures, performance: performance + 3 },
  };
}

/** A bench report of the pages given (the home page by default). */
export function aReport({ pages = [aPage()], build = null, mode = 'quick', loadAverage = { start: 0.5, end: 0.7 } } = {}) {
  return {
    date: '2026-11-23T17:00:00.000Z',
    mode,
    lighthouseRuns: mode === 'quick' ? 0 : 5,
    machine: { cpus: 2, loadAverage },
    durationSeconds: 42,
    build,
    pages,
    ratchetMargin: 0.03,
  };
}

/** A budgets file holding the budgets given. */
export const aBudgetsFile = (budgets, ratchetMargin = 0.03) => ({ ratchetMargin, budgets });
