import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { median, mostOften, summarizeRuns } from './median.mjs';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    assert.equal(median([80, 76, 77, 90, 79]), 79);
  });

  it('is the mean of the two middle values of an even count', () => {
    assert.equal(median([3, 1, 4, 2]), 2.5);
  });

  it('leaves out what is not a number and is null when nothing is left', () => {
    assert.equal(median([null, 5, undefined, Number.NaN]), 5);
    assert.equal(median([]), null);
    assert.equal(median([null]), null);
  });
});

describe('mostOften', () => {
  it('is the value most runs gave, the first met on a tie, and null when none gave one', () => {
    assert.equal(mostOften(['h1', 'img', 'img', null]), 'img');
    assert.equal(mostOften(['h1', 'img']), 'h1');
    assert.equal(mostOften([null, undefined]), null);
  });
});

describe('summarizeRuns', () => {
  it('gives each metric its median, lowest and highest value', () => {
    const runs = [
      { performance: 77, lcpMs: 3300 },
      { performance: 80, lcpMs: 3100 },
      { performance: 76, lcpMs: 3500 },
    ];
    const summary = summarizeRuns(runs, ['performance', 'lcpMs']);
    assert.deepEqual(summary.median, { performance: 77, lcpMs: 3300 });
    assert.deepEqual(summary.min, { performance: 76, lcpMs: 3100 });
    assert.deepEqual(summary.max, { performance: 80, lcpMs: 3500 });
    assert.equal(summary.runs, 3);
  });

  it('names, for each label asked for, the value most measured runs gave', () => {
    const runs = [
      { lcpMs: 1, lcpElement: 'Welcome' },
      { lcpMs: 2, lcpElement: 'Rewards' },
      { lcpMs: 3, lcpElement: 'Welcome' },
    ];
    assert.deepEqual(summarizeRuns(runs, ['lcpMs'], ['lcpElement']).mostOften, { lcpElement: 'Welcome' });
    assert.deepEqual(summarizeRuns(runs, ['lcpMs']).mostOften, {});
  });

  it('counts a failed run apart and keeps its message out of the figures', () => {
    const summary = summarizeRuns([{ performance: 70 }, { error: 'NO_FCP: the page painted nothing' }], ['performance']);
    assert.equal(summary.runs, 1);
    assert.equal(summary.failed, 1);
    assert.deepEqual(summary.errors, ['NO_FCP: the page painted nothing']);
    assert.equal(summary.median.performance, 70);
  });

  it('has no figures when every run failed', () => {
    const summary = summarizeRuns([{ error: 'chromium crashed' }], ['performance']);
    assert.deepEqual(summary.median, { performance: null });
    assert.deepEqual(summary.min, { performance: null });
  });
});
