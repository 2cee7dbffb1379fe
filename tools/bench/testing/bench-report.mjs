// Factories for the bench's tests: a page, a report and a budgets file with plausible figures.
const KB = 1024;
/** gzip -9 of our files is about a tenth larger than the build's brotli 11. */
const gzipOf = (servedKb) => servedKb * 1.1 * KB;

/** A measured page: the shell's files and one remote's (sizes as served), optionally with Lighthouse medians. */
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
    member: false,
    bytes: {
      jsServed: (shellKb + appKb) * KB,
      jsGzip: gzipOf(shellKb + appKb),
      jsTransferred: (shellKb + appKb + 5) * KB,
      cssServed: 6 * KB,
      cssGzip: 7 * KB,
      imageServed: 8 * KB,
      allImagesServed: 40 * KB,
      requests: 19,
      reactCopies,
      shellOwnJsServed: shellOwnKb * KB,
      shellOwnJsGzip: gzipOf(shellOwnKb),
      encodings: { br: 12 },
      byApp: {
        shell: {
          jsServed: shellKb * KB,
          jsGzip: gzipOf(shellKb),
          sharedServed: (shellKb - shellOwnKb) * KB,
          sharedGzip: gzipOf(shellKb - shellOwnKb),
          files: 8,
        },
        [app]: { jsServed: appKb * KB, jsGzip: gzipOf(appKb), sharedServed: 0, sharedGzip: 0, files: 3 },
      },
      scripts: [],
      stylesheets: [],
    },
    lighthouse,
  };
}

/** Lighthouse's summary of a page's runs (see summarizeRuns), with its ratios to the peer when given. */
export function aLighthouseSummary({
  performance = 80,
  lcpMs = 3300,
  tbtMs = 320,
  longestTaskMs = 180,
  cls = 0.169,
  lcpElement = 'Get rewarded for the brands you already buy (main > h1)',
  peerRatio,
} = {}) {
  const figures = { performance, lcpMs, tbtMs, longestTaskMs, cls };
  return {
    runs: 5,
    failed: 0,
    errors: [],
    median: figures,
    min: { ...figures, performance: performance - 4 },
    max: { ...figures, performance: performance + 3 },
    mostOften: { lcpElement },
    ...(peerRatio ? { peerRatio } : {}),
  };
}

/** The peer as the bench records it: served and measured like our pages, or missing. */
export function aPeer({ jsKb = 193.6, lighthouse = aLighthouseSummary({ performance: 74, lcpMs: 2400, tbtMs: 1073, cls: 0 }) } = {}) {
  return {
    name: 'react-microfrontends',
    url: 'http://localhost:5300/',
    path: '/',
    bytes: { ...aPage().bytes, jsServed: jsKb * KB, jsGzip: gzipOf(jsKb), byApp: { peer: { jsServed: jsKb * KB } } },
    lighthouse,
  };
}

/** A bench report of the pages given (the home page by default). */
export function aReport({
  pages = [aPage()],
  build = null,
  mode = 'quick',
  loadAverage = { start: 0.5, end: 0.7 },
  peer = null,
  member = null,
} = {}) {
  return {
    date: '2026-11-23T17:00:00.000Z',
    mode,
    lighthouseRuns: mode === 'quick' ? 0 : 5,
    machine: { cpus: 2, loadAverage },
    durationSeconds: 42,
    build,
    peer,
    member,
    pages,
    ratchetMargin: 0.03,
  };
}

/** A budgets file holding the budgets given. */
export const aBudgetsFile = (budgets, ratchetMargin = 0.03) => ({ ratchetMargin, budgets });
