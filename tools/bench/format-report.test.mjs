import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBudgets } from './check-budgets.mjs';
import { formatReport, formatTable, timingCell } from './format-report.mjs';
import { aBudgetsFile, aLighthouseSummary, aPage, aPeer, aReport } from './testing/bench-report.mjs';

const budgets = aBudgetsFile([
  { name: 'Home page JS', page: 'home', metric: 'jsKb', target: 150, enforced: 205 },
  { name: 'One React', metric: 'reactCopies', target: 1, enforced: 1 },
  { name: 'Home LCP', page: 'home', metric: 'lcpMs', target: 2000 },
]);

/** The report's text for the pages given, with its budgets checked. */
function textOf(options) {
  const report = aReport(options);
  report.budgets = checkBudgets(budgets, report);
  return formatReport(report);
}

const lineOf = (text, start) => text.split('\n').find((line) => line.startsWith(start));

describe('formatTable', () => {
  it('lines up columns, numbers on the right', () => {
    const table = formatTable(
      [
        ['page', 'JS gz'],
        ['home', '198.9 KB'],
        ['reset-password', '9.0 KB'],
      ],
      'lr',
    );
    assert.equal(table, ['page               JS gz', 'home            198.9 KB', 'reset-password    9.0 KB'].join('\n'));
  });
});

describe('formatReport', () => {
  it('shows target, enforced ceiling and actual side by side, and marks a target not met', () => {
    const text = textOf({ pages: [aPage({ shellKb: 163.2, appKb: 35.7 })] });
    assert.match(lineOf(text, 'Home page JS'), /≤ 150\.0 KB\s+≤ 205\.0 KB\s+198\.9 KB\s+TARGET NOT MET \(held at the enforced ceiling\)$/);
    assert.match(lineOf(text, 'One React'), /site\s+≤ 1\s+≤ 1\s+1\s+ok$/);
    assert.match(text, /^Every enforced budget holds; 1 target\(s\) not met yet\.$/m);
  });

  it('says which enforced budget broke', () => {
    const text = textOf({ pages: [aPage({ shellKb: 200, appKb: 40, reactCopies: 2 })] });
    assert.match(lineOf(text, 'Home page JS'), /240\.0 KB\s+FAIL: above the enforced ceiling$/);
    assert.match(text, /^FAILED: 2 enforced budget\(s\) broken \(Home page JS, One React\); 2 target\(s\) not met yet\.$/m);
  });

  it('reports timings as never enforced, and a quick run’s timings as not measured', () => {
    const slow = textOf({ mode: 'full', pages: [aPage({ lighthouse: aLighthouseSummary({ lcpMs: 3300 }) })] });
    assert.match(lineOf(slow, 'Home LCP'), /≤ 2\.0 s\s+reported\s+3\.3 s\s+TARGET NOT MET \(timing: reported, never enforced\)$/);
    const quick = textOf({ mode: 'quick' });
    assert.match(lineOf(quick, 'Home LCP'), /reported\s+–\s+not measured$/);
    assert.match(quick, /^Bench of .*: quick \(bytes only/m);
  });

  it('gives each page its Lighthouse median with the score’s range, its longest task, its JS as served and gzipped, its images, requests and React copies', () => {
    const text = textOf({ mode: 'full', pages: [aPage({ lighthouse: aLighthouseSummary({ performance: 77, tbtMs: 320, cls: 0.169 }) })] });
    assert.match(
      lineOf(text, 'home '),
      /^home\s+\/\s+77 \(73–80\)\s+3\.3 s\s+320 ms\s+180 ms\s+0\.169\s+195\.0 KB\s+214\.5 KB\s+6\.0 KB\s+8\.0 KB \/ 40\.0 KB\s+19\s+1$/,
    );
  });

  it('puts the peer first and each of our timings beside its ratio to the peer’s median', () => {
    const ratios = { performance: 1.041, lcpMs: 0.792, tbtMs: 1.33, longestTaskMs: 0.5 };
    const text = textOf({
      mode: 'full',
      peer: aPeer(),
      pages: [
        aPage({ lighthouse: aLighthouseSummary({ performance: 77, lcpMs: 1900, tbtMs: 1427, longestTaskMs: 400, peerRatio: ratios }) }),
      ],
    });
    const [peerRow, homeRow] = text.split('\n').filter((line) => /^(peer|home) /.test(line));
    assert.match(peerRow, /^peer\s+\/\s+74 \(70–77\)\s+2\.4 s\s+1073 ms\s+180 ms\s+0\.000\s+193\.6 KB/);
    assert.match(homeRow, /^home\s+\/\s+77 \(73–80; 1\.04x\)\s+1\.9 s \(0\.79x\)\s+1427 ms \(1\.33x\)\s+400 ms \(0\.50x\)\s+0\.169\s/);
    assert.match(text, /^Peer: react-microfrontends at http:\/\/localhost:5300\/, measured in the same rotation/m);
  });

  it('says in one line that the peer is missing, and goes on without ratios', () => {
    const text = textOf({ peer: { missing: '/work/shared/peers/serve-peer.mjs is missing' } });
    assert.match(text, /^Peer: not measured \(\/work\/shared\/peers\/serve-peer\.mjs is missing\), so no ratios$/m);
    assert.doesNotMatch(text, /^peer /m);
  });

  it('names the element of each page’s largest paint, as most runs saw it', () => {
    const text = textOf({
      pages: [aPage({ lighthouse: aLighthouseSummary({ lcpElement: 'Welcome, Morgan (section.welcome)' }) })],
    });
    assert.match(text, /^Largest paint \(the element most runs counted\):\n {2}home: Welcome, Morgan \(section\.welcome\)$/m);
  });

  it('says why the signed-in pages were not measured', () => {
    assert.match(textOf({ member: { error: 'sign-up failed: timeout' } }), /^Signed-in pages: not measured \(sign-up failed: timeout\)$/m);
  });

  it('splits each page’s JS between what the shell serves and what its remote adds', () => {
    const text = textOf({
      pages: [aPage({ shellKb: 163.2, shellOwnKb: 73.7, appKb: 35.7 }), aPage({ id: 'coupons', app: 'coupons', appKb: 29.1 })],
    });
    const byApp = text.split('JS by app')[1];
    assert.match(byApp, /shell \(own code\)\s+campaigns\s+coupons/);
    assert.match(lineOf(byApp.split('\n').slice(1).join('\n'), 'home'), /163\.2 KB \(73\.7 KB\)\s+35\.7 KB\s+–$/);
    assert.match(lineOf(byApp.split('\n').slice(1).join('\n'), 'coupons'), /–\s+29\.1 KB$/);
  });

  it('warns that timings are pessimistic on a busy machine', () => {
    assert.match(
      textOf({ loadAverage: { start: 8.1, end: 6.3 } }),
      /load average 8\.1 at the start and 6\.3 at the end \(busy: the timings are pessimistic\)/,
    );
    assert.doesNotMatch(textOf({ loadAverage: { start: 0.4, end: 0.6 } }), /busy/);
  });

  it('lists the ceilings a cut lets come down', () => {
    const text = textOf({ pages: [aPage({ shellKb: 110, appKb: 30 })] });
    assert.match(text, /Ceilings that can come down \(today's figure \+ 3%/);
    assert.match(text, /^ {2}Home page JS: ≤ 205\.0 KB → ≤ 150\.0 KB$/m);
  });
});

describe('timingCell', () => {
  const summary = aLighthouseSummary({ performance: 77, tbtMs: 350, longestTaskMs: 0 });

  it('writes a timing with its ratio to the peer', () => {
    assert.equal(timingCell(summary, 'tbtMs', 0.92), '350 ms (0.92x)');
    assert.equal(timingCell(summary, 'tbtMs'), '350 ms');
  });

  it('writes the score with its range, and its ratio when there is one', () => {
    assert.equal(timingCell(summary, 'performance', 1.2), '77 (73–80; 1.20x)');
    assert.equal(timingCell({ ...summary, runs: 1 }, 'performance'), '77');
  });

  it('writes a run without a task of 50 ms as such, and a missing figure as a dash', () => {
    assert.equal(timingCell(summary, 'longestTaskMs'), '< 50 ms');
    assert.equal(timingCell(null, 'lcpMs'), '–');
  });
});
