// The e2e run as the CI summary tells it, read from Playwright's JSON report: what failed,
// what passed only on a retry, and the slowest tests with their share of the timeout.

/** Every test of the report (nested suites flattened), with its spec's file, line and titles. */
function testsOf(report) {
  const found = [];
  const walk = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        found.push({ file: spec.file, line: spec.line, title: [...path, spec.title].join(' › '), test });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** One test as a person reads it in a log: `[project] file:line › title`. */
const nameOf = ({ file, line, title, test }) => `[${test.projectName}] ${file}:${line} › ${title}`;

/**
 * The e2e figures of a Playwright JSON report: counts, failed and flaky tests by name, and the
 * `slowest` single attempts nearest their timeout, with the share of it they used.
 */
export function e2eResults(report, { slowest = 5 } = {}) {
  const tests = testsOf(report);
  const byStatus = (status) => tests.filter(({ test }) => test.status === status).map(nameOf);
  const attempts = tests.flatMap((entry) =>
    (entry.test.results ?? []).map((result) => ({
      name: nameOf(entry),
      seconds: result.duration / 1000,
      timeoutSeconds: (entry.test.timeout ?? 0) / 1000,
    })),
  );
  const share = (attempt) => (attempt.timeoutSeconds > 0 ? attempt.seconds / attempt.timeoutSeconds : 0);
  const didNotRun = tests.filter(({ test }) => test.status === 'skipped' || (test.results ?? []).length === 0).length;
  return {
    passed: byStatus('expected').length,
    failed: byStatus('unexpected'),
    flaky: byStatus('flaky'),
    didNotRun,
    seconds: (report.stats?.duration ?? 0) / 1000,
    // Nearest their limit first: a test's share of its timeout is what turns it red on a busy machine.
    slowest: [...attempts].sort((a, b) => share(b) - share(a) || b.seconds - a.seconds).slice(0, slowest),
    overHalf: attempts.filter((attempt) => share(attempt) > 0.5).length,
  };
}
