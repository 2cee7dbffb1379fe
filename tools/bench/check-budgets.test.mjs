import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  brokenBudgetLines,
  budgetProblems,
  budgetsFileText,
  ceilingAbove,
  checkBudgets,
  ratchetBudgets,
  tighterCeiling,
} from './check-budgets.mjs';
import { aBudgetsFile, aLighthouseSummary, aPage, aReport } from './testing/bench-report.mjs';

const homeJs = { name: 'Home page JS', page: 'home', metric: 'jsKb', target: 150, enforced: 205 };
const homeLcp = { name: 'Home LCP', page: 'home', metric: 'lcpMs', target: 2000 };
const statusOf = (budget, report) => checkBudgets(aBudgetsFile([budget]), report).results[0];

describe('budgetProblems', () => {
  it('finds nothing wrong in sound budgets', () => {
    const file = aBudgetsFile([homeJs, homeLcp, { name: 'One React', metric: 'reactCopies', target: 1, enforced: 1 }]);
    assert.deepEqual(budgetProblems(file, ['home']), []);
  });

  it('refuses a ceiling on a timing, because timings are too noisy to fail a run', () => {
    const problems = budgetProblems(aBudgetsFile([{ ...homeLcp, enforced: 2500 }]), ['home']);
    assert.deepEqual(problems, ['Home LCP: lcpMs is a timing, reported against its target and never enforced: remove "enforced"']);
  });

  it('requires a ceiling on every size budget', () => {
    const { enforced, ...withoutCeiling } = homeJs;
    assert.equal(enforced, 205);
    assert.deepEqual(budgetProblems(aBudgetsFile([withoutCeiling]), ['home']), [
      'Home page JS: a size budget needs a numeric enforced ceiling',
    ]);
  });

  it('names every other mistake: unknown metric, unknown page, missing app, same name twice, a page on a site-wide figure', () => {
    const file = aBudgetsFile([
      { ...homeJs, metric: 'jsMb' },
      { ...homeJs, name: 'Coupons JS', page: 'coupons' },
      { name: 'rewards adds', page: 'home', metric: 'appJsKb', target: 30, enforced: 30 },
      { ...homeJs, name: 'rewards adds' },
      { name: 'Build time', page: 'home', metric: 'buildSeconds', target: 60 },
    ]);
    const problems = budgetProblems(file, ['home']);
    assert.equal(problems.length, 5);
    assert.match(problems[0], /Home page JS: unknown metric "jsMb"/);
    assert.match(problems[1], /Coupons JS: page "coupons" is not one the bench loads \(home\)/);
    assert.match(problems[2], /rewards adds: appJsKb needs the app it is about/);
    assert.match(problems[3], /rewards adds: another budget has the same name/);
    assert.match(problems[4], /Build time: buildSeconds is site-wide, so it names no page/);
  });
});

describe('checkBudgets', () => {
  it('marks a size within its target as met', () => {
    const result = statusOf(homeJs, aReport({ pages: [aPage({ shellKb: 110, appKb: 30 })] }));
    assert.equal(result.actual, 140);
    assert.equal(result.status, 'met');
    assert.equal(result.fails, false);
  });

  it('marks a size above its target but under its ceiling as a target not met, without failing', () => {
    const result = statusOf(homeJs, aReport({ pages: [aPage({ shellKb: 163.2, appKb: 35.7 })] }));
    assert.equal(result.actual, 198.9);
    assert.equal(result.status, 'target-not-met');
    assert.equal(result.fails, false);
  });

  it('fails a size above its enforced ceiling', () => {
    const { results, failed } = checkBudgets(aBudgetsFile([homeJs]), aReport({ pages: [aPage({ shellKb: 180, appKb: 30 })] }));
    assert.equal(results[0].status, 'over-enforced');
    assert.equal(failed, true);
  });

  it('holds the images of a page: its first screen, and all of them once scrolled', () => {
    const report = aReport({ pages: [aPage()] });
    const firstScreen = statusOf({ name: 'Home first-screen images', page: 'home', metric: 'imageKb', target: 50, enforced: 50 }, report);
    assert.equal(firstScreen.actual, 8);
    assert.equal(firstScreen.status, 'met');
    const all = statusOf({ name: 'Home images', page: 'home', metric: 'allImagesKb', target: 30, enforced: 30 }, report);
    assert.equal(all.actual, 40);
    assert.equal(all.status, 'over-enforced');
  });

  it('fails when a second React loads on any page', () => {
    const report = aReport({ pages: [aPage(), aPage({ id: 'coupons', app: 'coupons', reactCopies: 2 })] });
    const { results, failed } = checkBudgets(aBudgetsFile([{ name: 'One React', metric: 'reactCopies', target: 1, enforced: 1 }]), report);
    assert.equal(results[0].actual, 2);
    assert.equal(failed, true);
  });

  it('reads what a remote adds from the files its origin served, and nothing when it served none', () => {
    const report = aReport({ pages: [aPage({ app: 'campaigns', appKb: 35.7 })] });
    const campaigns = { name: 'campaigns adds', page: 'home', metric: 'appJsKb', app: 'campaigns', target: 30, enforced: 37 };
    assert.equal(statusOf(campaigns, report).actual, 35.7);
    assert.equal(statusOf({ ...campaigns, app: 'rewards' }, report).actual, 0);
  });

  it('never fails on a timing, even far off its target', () => {
    const report = aReport({ pages: [aPage({ lighthouse: aLighthouseSummary({ lcpMs: 9000 }) })] });
    const { results, failed } = checkBudgets(aBudgetsFile([homeLcp]), report);
    assert.equal(results[0].status, 'target-not-met');
    assert.equal(failed, false);
  });

  it('reads a page’s JS as the server sent it (brotli), not as gzip -9 of its files', () => {
    const page = aPage({ shellKb: 110, appKb: 30 });
    assert.equal(statusOf(homeJs, aReport({ pages: [page] })).actual, 140);
    assert.ok(page.bytes.jsGzip > page.bytes.jsServed);
  });

  it('reads LCP and TBT as ratios to the peer’s, reported only, and not measured without the peer', () => {
    const lcpRatio = { name: 'Home LCP vs the peer', page: 'home', metric: 'lcpPeerRatio', target: 0.8 };
    const tbtRatio = { name: 'Home TBT vs the peer', page: 'home', metric: 'tbtPeerRatio', target: 0.3 };
    const lighthouse = aLighthouseSummary({ peerRatio: { performance: 1, lcpMs: 0.79, tbtMs: 1.33, longestTaskMs: 1 } });
    const { results, failed } = checkBudgets(aBudgetsFile([lcpRatio, tbtRatio]), aReport({ pages: [aPage({ lighthouse })] }));
    assert.deepEqual(
      results.map((result) => [result.actual, result.status]),
      [
        [0.79, 'met'],
        [1.33, 'target-not-met'],
      ],
    );
    assert.equal(failed, false);
    const withoutPeer = aReport({ pages: [aPage({ lighthouse: aLighthouseSummary() })] });
    assert.equal(statusOf(lcpRatio, withoutPeer).status, 'not-measured');
  });

  it('reads the longest task’s median', () => {
    const budget = { name: 'Home longest task', page: 'home', metric: 'longestTaskMs', target: 200 };
    assert.equal(statusOf(budget, aReport({ pages: [aPage({ lighthouse: aLighthouseSummary({ longestTaskMs: 180 }) })] })).status, 'met');
  });

  it('counts React copies on the pages it could measure', () => {
    const report = aReport({ pages: [aPage(), { ...aPage({ id: 'member-home' }), bytes: null }] });
    assert.equal(statusOf({ name: 'One React', metric: 'reactCopies', target: 1, enforced: 1 }, report).actual, 1);
  });

  it('wants a performance score at or above its target', () => {
    const score = { name: 'Home performance', page: 'home', metric: 'performance', target: 95 };
    const at = (performance) => statusOf(score, aReport({ pages: [aPage({ lighthouse: aLighthouseSummary({ performance }) })] })).status;
    assert.equal(at(95), 'met');
    assert.equal(at(80), 'target-not-met');
  });

  it('reports timings skipped by --quick as not measured, without failing', () => {
    const { results, failed } = checkBudgets(
      aBudgetsFile([homeLcp, { name: 'Build time', metric: 'buildSeconds', target: 60 }]),
      aReport(),
    );
    assert.deepEqual(
      results.map((result) => result.status),
      ['not-measured', 'not-measured'],
    );
    assert.equal(failed, false);
  });

  it('fails a size that could not be measured: a ceiling nobody checks holds nothing', () => {
    const { results, failed } = checkBudgets(aBudgetsFile([homeJs]), aReport({ pages: [{ ...aPage(), bytes: undefined }] }));
    assert.equal(results[0].status, 'not-measured');
    assert.equal(failed, true);
  });
});

describe('the ratchet', () => {
  it('puts a ceiling today’s figure plus the margin, rounded up to a whole unit', () => {
    assert.equal(ceilingAbove(198.9, 0.03), 205);
    assert.equal(ceilingAbove(100, 0.03), 103);
    assert.equal(ceilingAbove(1, 0.03), 2);
  });

  it('lowers a ceiling after a cut, never below the target, and leaves timings and tight ceilings alone', () => {
    const file = aBudgetsFile([
      homeJs,
      { name: 'campaigns adds', page: 'home', metric: 'appJsKb', app: 'campaigns', target: 30, enforced: 37 },
      { name: 'Shell own code', page: 'home', metric: 'shellOwnJsKb', target: 30, enforced: 72 },
      homeLcp,
    ]);
    const report = aReport({ pages: [aPage({ shellKb: 150, shellOwnKb: 70, appKb: 20, lighthouse: aLighthouseSummary() })] });
    const { results } = checkBudgets(file, report);
    assert.deepEqual(
      results.map((result) => tighterCeiling(result, 0.03)),
      [176, 30, null, null],
    );
    const ratcheted = ratchetBudgets(file, results);
    assert.deepEqual(
      ratcheted.budgets.map((budget) => budget.enforced),
      [176, 30, 72, undefined],
    );
    assert.equal(ratcheted.ratchetMargin, 0.03);
  });

  it('never raises a ceiling that today’s figures break', () => {
    const file = aBudgetsFile([homeJs]);
    const { results } = checkBudgets(file, aReport({ pages: [aPage({ shellKb: 200, appKb: 40 })] }));
    assert.equal(tighterCeiling(results[0], 0.03), null);
    assert.deepEqual(ratchetBudgets(file, results), file);
  });
});

describe('budgetsFileText', () => {
  it('writes one budget per line and reads back as the same file', () => {
    const file = { $comment: 'see docs/performance.md', ...aBudgetsFile([homeJs, homeLcp]) };
    const text = budgetsFileText(file);
    assert.deepEqual(JSON.parse(text), file);
    assert.match(text, /^ {4}\{"name":"Home page JS","page":"home","metric":"jsKb","target":150,"enforced":205\},$/m);
  });
});

describe('brokenBudgetLines', () => {
  it('says nothing when every ceiling holds', () => {
    assert.deepEqual(brokenBudgetLines([{ ...homeJs, kind: 'size', actual: 150, status: 'met', fails: false }]), []);
  });

  it('names a broken ceiling with the figure and by how much, then how to grow a page on purpose', () => {
    const lines = brokenBudgetLines([{ ...homeJs, kind: 'size', actual: 207, status: 'over-enforced', fails: true }]);
    assert.equal(lines[0], 'Home page JS: 207.0 KB, 2.0 KB (+1.0 %) over its ceiling of 205.0 KB (target 150.0 KB)');
    assert.match(lines[1], /raises that "enforced" ceiling in tools\/bench\/budgets\.json in the same commit, with the reason/);
  });

  it('says a size that was not measured is broken too', () => {
    assert.deepEqual(brokenBudgetLines([{ ...homeJs, kind: 'size', actual: null, status: 'not-measured', fails: true }]), [
      'Home page JS: not measured (a size budget must be measured to hold)',
    ]);
  });
});
