import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  VISITOR_CLEARED,
  lcpElement,
  lighthouseFlags,
  lighthouseRotation,
  longestTaskMs,
  needsSignIn,
  readLighthouseRun,
} from './run-lighthouse.mjs';

const lhr = {
  finalDisplayedUrl: 'http://localhost:5280/rewards/all/',
  categories: { performance: { score: 0.774 } },
  audits: {
    'largest-contentful-paint': { numericValue: 3312.5 },
    'total-blocking-time': { numericValue: 320 },
    'cumulative-layout-shift': { numericValue: 0.169 },
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { type: 'node', nodeLabel: 'Welcome, Morgan', selector: 'div.mfe > section.aX1' } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 600 }] },
        ],
      },
    },
    'long-tasks': {
      scoreDisplayMode: 'informative',
      details: {
        items: [
          { url: 'http://localhost:5280/470.e0deef5090.js', duration: 212.4, startTime: 3000 },
          { url: 'http://localhost:5281/remoteEntry.js', duration: 96, startTime: 3400 },
        ],
      },
    },
  },
};

describe('readLighthouseRun', () => {
  it('reads the score out of 100, the timings and the longest task of a run', () => {
    assert.deepEqual(readLighthouseRun(lhr), {
      performance: 77,
      lcpMs: 3312.5,
      tbtMs: 320,
      longestTaskMs: 212.4,
      cls: 0.169,
      lcpElement: 'Welcome, Morgan (div.mfe > section.aX1)',
    });
  });

  it('turns a run Lighthouse could not measure into an error, not into figures', () => {
    const failed = { ...lhr, runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    assert.deepEqual(readLighthouseRun(failed), { error: 'NO_FCP: The page did not paint any content.' });
  });

  it('has no score when Lighthouse gave none', () => {
    assert.equal(readLighthouseRun({ ...lhr, categories: { performance: { score: null } } }).performance, null);
  });

  it('refuses a run that ended on another page than the one asked for, a trailing slash aside', () => {
    assert.equal(readLighthouseRun(lhr, { expectedPath: '/rewards/all' }).performance, 77);
    assert.deepEqual(readLighthouseRun({ ...lhr, finalDisplayedUrl: 'http://localhost:5280/' }, { expectedPath: '/rewards/all/' }), {
      error: 'ended on /, not /rewards/all/',
    });
  });
});

describe('longestTaskMs', () => {
  it('is the longest task Lighthouse listed', () => {
    assert.equal(longestTaskMs(lhr), 212.4);
  });

  it('is 0 when no task reached 50 ms (the audit lists none shorter), null when the audit failed or is absent', () => {
    assert.equal(longestTaskMs({ audits: { 'long-tasks': { scoreDisplayMode: 'notApplicable', details: { items: [] } } } }), 0);
    assert.equal(longestTaskMs({ audits: { 'long-tasks': { scoreDisplayMode: 'error' } } }), null);
    assert.equal(longestTaskMs({ audits: {} }), null);
  });
});

describe('lcpElement', () => {
  it('is null when Lighthouse named no element', () => {
    assert.equal(lcpElement({ audits: {} }), null);
    assert.equal(lcpElement({ audits: { 'largest-contentful-paint-element': { details: { type: 'list', items: [] } } } }), null);
  });
});

describe('lighthouseRotation', () => {
  it('takes every page in turn, run after run', () => {
    const order = lighthouseRotation([{ id: 'peer' }, { id: 'home' }, { id: 'member-home' }], 2).map(
      ({ run, page }) => `${run}:${page.id}`,
    );
    assert.deepEqual(order, ['1:peer', '1:home', '1:member-home', '2:peer', '2:home', '2:member-home']);
  });
});

describe('lighthouseFlags', () => {
  it('empties a visitor’s origin, storage and cookies included, before each run', () => {
    const flags = lighthouseFlags({ id: 'home', url: 'http://localhost:5280/' }, 9222);
    assert.equal(flags.port, 9222);
    assert.deepEqual(flags.clearStorageTypes, VISITOR_CLEARED);
    assert.ok(['local_storage', 'cookies', 'indexeddb', 'cache_storage'].every((type) => VISITOR_CLEARED.includes(type)));
    assert.deepEqual(flags.onlyCategories, ['performance']);
  });

  it('keeps a member’s storage, leaving Lighthouse’s own reset (the HTTP cache) on', () => {
    const flags = lighthouseFlags({ id: 'member-home', url: 'http://localhost:5280/', member: true }, 9223);
    assert.equal(flags.clearStorageTypes, undefined);
    assert.equal(flags.disableStorageReset, undefined);
  });
});

describe('needsSignIn', () => {
  const minute = 60_000;

  it('signs in when there is no session yet, or when it ends within the margin', () => {
    assert.equal(needsSignIn(null, 0, 30 * minute), true);
    assert.equal(needsSignIn(0, 20 * minute, 30 * minute), false);
    assert.equal(needsSignIn(0, 25 * minute, 30 * minute), true);
    assert.equal(needsSignIn(0, 10 * minute, 30 * minute, 20 * minute), true);
  });
});
