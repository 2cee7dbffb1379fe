import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { peerRatios, ratioTo } from './peer-ratios.mjs';

describe('ratioTo', () => {
  it('divides by the peer’s figure, to 3 decimals', () => {
    assert.equal(ratioTo(350, 380), 0.921);
    assert.equal(ratioTo(1427, 1073), 1.33);
  });

  it('has no ratio when a figure is missing or the peer’s is 0', () => {
    assert.equal(ratioTo(null, 300), null);
    assert.equal(ratioTo(300, null), null);
    assert.equal(ratioTo(300, 0), null);
  });
});

describe('peerRatios', () => {
  const summary = (median) => ({ runs: 3, failed: 0, errors: [], median, min: median, max: median });

  it('gives every timing but CLS as a ratio to the peer’s median', () => {
    const ours = summary({ performance: 74, lcpMs: 1900, tbtMs: 1427, longestTaskMs: 400, cls: 0 });
    const peer = summary({ performance: 74, lcpMs: 2400, tbtMs: 1073, longestTaskMs: 0, cls: 0 });
    assert.deepEqual(peerRatios(ours, peer), { performance: 1, lcpMs: 0.792, tbtMs: 1.33, longestTaskMs: null });
  });

  it('has none without the peer, or without our own runs', () => {
    assert.equal(peerRatios(summary({ lcpMs: 1900 }), null), null);
    assert.equal(peerRatios(null, summary({ lcpMs: 1900 })), null);
  });
});
