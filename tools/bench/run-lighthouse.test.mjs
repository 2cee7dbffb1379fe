import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readLighthouseRun } from './run-lighthouse.mjs';

const lhr = {
  categories: { performance: { score: 0.774 } },
  audits: {
    'largest-contentful-paint': { numericValue: 3312.5 },
    'total-blocking-time': { numericValue: 320 },
    'cumulative-layout-shift': { numericValue: 0.169 },
  },
};

describe('readLighthouseRun', () => {
  it('reads the score out of 100 and the three timings of a run', () => {
    assert.deepEqual(readLighthouseRun(lhr), { performance: 77, lcpMs: 3312.5, tbtMs: 320, cls: 0.169 });
  });

  it('turns a run Lighthouse could not measure into an error, not into figures', () => {
    const failed = { ...lhr, runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    assert.deepEqual(readLighthouseRun(failed), { error: 'NO_FCP: The page did not paint any content.' });
  });

  it('has no score when Lighthouse gave none', () => {
    assert.equal(readLighthouseRun({ ...lhr, categories: { performance: { score: null } } }).performance, null);
  });
});
