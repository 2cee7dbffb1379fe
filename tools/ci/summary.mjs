// The one screen at the end of CI (and of `npm test`): each stage with its time and result,
// the failed and flaky tests by name, the slowest e2e tests, and any size budget broken.
import { pathToFileURL } from 'node:url';
import { brokenBudgetLines } from '../bench/check-budgets.mjs';
import { benchReportFile, e2eReportFile, readJson, readStages } from './ci-report.mjs';
import { e2eResults } from './e2e-results.mjs';

/** Seconds as `12 min 05 s` or `41 s`. */
export function duration(seconds) {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

const resultText = { passed: 'passed', failed: 'FAILED', 'not run': 'not run' };

/**
 * The seconds from the first stage's start to the last one's end: stages run side by side
 * count once. A record without its start (an older one) counts its own time.
 */
function elapsed(stages) {
  const timed = stages.filter((stage) => typeof stage.startedAt === 'number');
  const untimed = stages.filter((stage) => typeof stage.startedAt !== 'number').reduce((sum, stage) => sum + stage.seconds, 0);
  if (timed.length === 0) return untimed;
  const start = Math.min(...timed.map((stage) => stage.startedAt));
  const end = Math.max(...timed.map((stage) => stage.startedAt + stage.seconds * 1000));
  return (end - start) / 1000 + untimed;
}

/**
 * The summary's lines. `stages` are the recorded stages in order; `expected` names the stages
 * the run meant to have, so one that never started shows as not run; `e2e` is Playwright's JSON
 * report and `bench` the bench's, either null when absent.
 */
export function summaryLines({ stages, expected = [], e2e = null, bench = null }) {
  const recorded = new Map(stages.map((stage) => [stage.name, stage]));
  const names = [...new Set([...expected, ...stages.map((stage) => stage.name)])];
  const width = Math.max(5, ...names.map((name) => name.length));
  const lines = ['', '── Summary ' + '─'.repeat(60)];
  for (const name of names) {
    const stage = recorded.get(name);
    const result = stage ? (stage.ok ? 'passed' : 'failed') : 'not run';
    lines.push(`${name.padEnd(width)}  ${(stage ? duration(stage.seconds) : '–').padStart(11)}  ${resultText[result]}`);
  }
  lines.push(`${'total'.padEnd(width)}  ${duration(elapsed(stages)).padStart(11)}`);

  if (e2e) {
    const results = e2eResults(e2e);
    lines.push(
      '',
      `e2e: ${results.passed} passed, ${results.failed.length} failed, ${results.flaky.length} flaky, ` +
        `${results.didNotRun} did not run, in ${duration(results.seconds)}; ${results.overHalf} attempt(s) over half their timeout`,
    );
    if (results.failed.length > 0) lines.push('Failed:', ...results.failed.map((name) => `  ${name}`));
    if (results.flaky.length > 0)
      lines.push('Flaky (passed only on a retry: a bug to fix at its cause):', ...results.flaky.map((name) => `  ${name}`));
    lines.push(
      'Nearest their timeout:',
      ...results.slowest.map(
        (attempt) =>
          `  ${attempt.seconds.toFixed(1).padStart(5)} s (${Math.round((attempt.seconds / attempt.timeoutSeconds) * 100)} % of ${attempt.timeoutSeconds} s)  ${attempt.name}`,
      ),
    );
  }
  if (bench?.budgets) {
    const broken = brokenBudgetLines(bench.budgets.results);
    lines.push(
      '',
      broken.length > 0 ? 'Size budgets broken:' : 'Size budgets: every enforced ceiling holds.',
      ...broken.map((l) => `  ${l}`),
    );
  }
  const failed = stages.filter((stage) => !stage.ok).map((stage) => stage.name);
  const missing = expected.filter((name) => !recorded.has(name));
  lines.push(
    '',
    failed.length > 0
      ? `RESULT: failed at ${failed.join(', ')}${missing.length > 0 ? `; not run: ${missing.join(', ')}` : ''}`
      : missing.length > 0
        ? `RESULT: not finished; not run: ${missing.join(', ')}`
        : 'RESULT: passed',
  );
  return lines;
}

/** Prints the summary of the run recorded in .ci-report/ (and bench-report.json when the bench ran). */
export function printSummary({ expected, withBench }) {
  const stages = readStages();
  const bench = withBench && stages.some((stage) => stage.name === 'bench') ? readJson(benchReportFile) : null;
  console.log(summaryLines({ stages, expected, e2e: readJson(e2eReportFile), bench }).join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `node tools/ci/summary.mjs install typecheck …`: the stages the run meant to have.
  printSummary({ expected: process.argv.slice(2), withBench: true });
}
