import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { e2eResults } from './e2e-results.mjs';
import { duration, summaryLines } from './summary.mjs';

/** A Playwright JSON report with one spec file holding `tests` ({title, status, durations, project}). */
function aPlaywrightReport(tests) {
  return {
    stats: { duration: 125_000 },
    suites: [
      {
        title: 'journey.spec.ts',
        file: 'journey.spec.ts',
        specs: tests.map((test, index) => ({
          title: test.title,
          file: 'journey.spec.ts',
          line: 10 + index,
          tests: [
            {
              projectName: test.project ?? 'site',
              timeout: test.timeout ?? 30_000,
              status: test.status,
              results: (test.durations ?? []).map((ms, retry) => ({ duration: ms, retry })),
            },
          ],
        })),
      },
    ],
  };
}

const report = aPlaywrightReport([
  { title: 'a member signs in', status: 'expected', durations: [9_000] },
  { title: 'a visitor joins', status: 'flaky', durations: [30_000, 12_000] },
  { title: 'the balance says it all', status: 'unexpected', durations: [30_000, 30_000] },
  { title: 'a page after the failure', status: 'skipped', durations: [] },
]);

describe('e2eResults', () => {
  it('names the failed and the flaky tests with their project, file and line', () => {
    const results = e2eResults(report);
    assert.equal(results.passed, 1);
    assert.deepEqual(results.failed, ['[site] journey.spec.ts:12 › the balance says it all']);
    assert.deepEqual(results.flaky, ['[site] journey.spec.ts:11 › a visitor joins']);
    assert.equal(results.didNotRun, 1);
  });

  it('ranks single attempts by their share of the timeout and counts those over half of it', () => {
    const results = e2eResults(report, { slowest: 2 });
    assert.deepEqual(
      results.slowest.map((attempt) => [attempt.seconds, attempt.timeoutSeconds]),
      [
        [30, 30],
        [30, 30],
      ],
    );
    assert.equal(results.overHalf, 3);
  });
});

describe('e2eResults ranking', () => {
  it('puts a short test near its limit before a long one far from its own', () => {
    const mixed = aPlaywrightReport([
      { title: 'the dev loop', status: 'expected', durations: [96_000], timeout: 240_000 },
      { title: 'a member signs back in', status: 'expected', durations: [17_000] },
    ]);
    assert.deepEqual(
      e2eResults(mixed).slowest.map((attempt) => attempt.name),
      ['[site] journey.spec.ts:11 › a member signs back in', '[site] journey.spec.ts:10 › the dev loop'],
    );
  });
});

describe('summaryLines', () => {
  it('lists every stage with its time and result, and a stage that never started as not run', () => {
    const lines = summaryLines({
      stages: [
        { name: 'install', seconds: 95, ok: true },
        { name: 'e2e', seconds: 2_500, ok: false },
      ],
      expected: ['install', 'e2e', 'bench'],
    });
    assert.ok(lines.includes('install   1 min 35 s  passed'));
    assert.ok(lines.includes('e2e      41 min 40 s  FAILED'));
    assert.ok(lines.includes('bench              –  not run'));
    assert.equal(lines.at(-1), 'RESULT: failed at e2e; not run: bench');
  });

  it('names the failed and flaky e2e tests and the slowest, each with its share of the timeout', () => {
    const lines = summaryLines({ stages: [{ name: 'e2e', seconds: 125, ok: false }], e2e: report });
    assert.ok(lines.includes('e2e: 1 passed, 1 failed, 1 flaky, 1 did not run, in 2 min 05 s; 3 attempt(s) over half their timeout'));
    assert.ok(lines.includes('  [site] journey.spec.ts:12 › the balance says it all'));
    assert.ok(lines.includes('Flaky (passed only on a retry: a bug to fix at its cause):'));
    assert.ok(lines.some((line) => /^\s+30\.0 s \(100 % of 30 s\) {2}\[site\] journey\.spec\.ts:11/.test(line)));
  });

  it('says which size budget broke, by how much', () => {
    const bench = {
      budgets: {
        results: [{ name: "Shell's own code", metric: 'shellOwnJsKb', target: 30, enforced: 59, actual: 60, kind: 'size', fails: true }],
      },
    };
    const lines = summaryLines({ stages: [{ name: 'bench', seconds: 40, ok: false }], bench });
    assert.ok(lines.includes("  Shell's own code: 60.0 KB, 1.0 KB (+1.7 %) over its ceiling of 59.0 KB (target 30.0 KB)"));
  });

  it('counts stages run side by side once in the total', () => {
    const at = Date.UTC(2026, 10, 29, 2, 0);
    const lines = summaryLines({
      stages: [
        { name: 'typecheck', seconds: 40, ok: true, startedAt: at },
        { name: 'lint', seconds: 170, ok: true, startedAt: at },
        { name: 'unit', seconds: 200, ok: true, startedAt: at + 171_000 },
      ],
    });
    assert.ok(
      lines.some((line) => /^total +6 min 11 s$/.test(line)),
      lines.join('\n'),
    );
  });

  it('says the run passed when every expected stage passed', () => {
    const lines = summaryLines({ stages: [{ name: 'lint', seconds: 3, ok: true }], expected: ['lint'] });
    assert.equal(lines.at(-1), 'RESULT: passed');
  });
});

describe('duration', () => {
  it('writes seconds under a minute as seconds, and longer times in minutes and seconds', () => {
    assert.equal(duration(41.4), '41 s');
    assert.equal(duration(3_162), '52 min 42 s');
  });
});
