import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  describeReleases,
  readReleaseChannels,
  releaseDir,
  withDeployed,
  withPromoted,
  withRolledBack,
  writeReleaseChannels,
} from './release-channels.mjs';

describe('a remote’s releases in one environment', () => {
  it('makes a deployed version the stable release, keeping the one before for a rollback', () => {
    const first = withDeployed({}, 'rewards', '1.0.0');
    const second = withDeployed(first, 'rewards', '1.1.0');
    assert.deepEqual(second.rewards, { stable: '1.1.0', previous: ['1.0.0'] });
  });

  it('runs a canary beside the stable release, then promotes it', () => {
    const canary = withDeployed(withDeployed({}, 'rewards', '1.0.0'), 'rewards', '1.1.0', { canary: 10 });
    assert.deepEqual(canary.rewards, { stable: '1.0.0', canary: { version: '1.1.0', share: 10 }, previous: [] });
    assert.equal(describeReleases(canary, 'rewards'), 'rewards: 1.0.0 with canary 1.1.0 at 10 %');
    assert.deepEqual(withPromoted(canary, 'rewards').rewards, { stable: '1.1.0', previous: ['1.0.0'] });
  });

  it('rolls back a canary by withdrawing it, and a stable release by returning to the one before', () => {
    const canary = withDeployed(withDeployed({}, 'rewards', '1.0.0'), 'rewards', '1.1.0', { canary: 10 });
    assert.deepEqual(withRolledBack(canary, 'rewards').rewards, { stable: '1.0.0', previous: [] });
    const promoted = withPromoted(canary, 'rewards');
    assert.deepEqual(withRolledBack(promoted, 'rewards').rewards, { stable: '1.0.0', previous: [] });
    // Past the first release: the build the environment had before any.
    assert.deepEqual(withRolledBack(withRolledBack(promoted, 'rewards'), 'rewards').rewards, { previous: [] });
    assert.equal(describeReleases({ rewards: { previous: [] } }, 'rewards'), 'rewards: the unversioned build');
  });

  it('refuses a second canary, a version released before, and moves with nothing to move', () => {
    const canary = withDeployed({}, 'rewards', '1.1.0', { canary: 50 });
    assert.throws(
      () => withDeployed(canary, 'rewards', '1.2.0'),
      /rewards has a canary \(1\.1\.0 at 50 %\): promote it or roll it back first/,
    );
    assert.throws(() => withDeployed(withDeployed({}, 'rewards', '1.0.0'), 'rewards', '1.0.0'), /was released here before/);
    assert.throws(() => withPromoted({}, 'rewards'), /rewards has no canary to promote/);
    assert.throws(() => withRolledBack({}, 'rewards'), /rewards has no release to roll back/);
  });

  it('keeps the releases in a file checked against the contract', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maple-releases-')), 'releases.json');
    assert.deepEqual(readReleaseChannels(file), {});
    const channels = withDeployed({}, 'rewards', '1.0.0');
    writeReleaseChannels(file, channels);
    assert.deepEqual(readReleaseChannels(file), channels);
    fs.writeFileSync(file, JSON.stringify({ rewards: { stable: '../../etc', previous: [] } }));
    assert.throws(() => readReleaseChannels(file));
  });

  it('puts each release in a folder of its own named by its version, and no other name', () => {
    assert.equal(releaseDir('rewards', '1.0.0', '/srv/deploy'), '/srv/deploy/rewards/1.0.0');
    assert.throws(() => releaseDir('rewards', '../1.0.0', '/srv/deploy'));
  });
});
