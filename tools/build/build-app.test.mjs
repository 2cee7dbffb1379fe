import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { newestSourceMtime } from './build-app.mjs';

function fileAt(dir, name, seconds) {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
  fs.utimesSync(file, seconds, seconds);
}

describe('the age of an app’s sources', () => {
  it('is the newest file a build reads, in any folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'));
    fileAt(dir, 'app.tsx', 1_000);
    fileAt(dir, 'features/cart/cart.tsx', 2_000);

    assert.equal(newestSourceMtime(dir), 2_000_000);
  });

  it('ignores test files, dependencies and builds: editing a test leaves the build current', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'));
    fileAt(dir, 'app.tsx', 1_000);
    fileAt(dir, 'app.test.tsx', 5_000);
    fileAt(dir, 'lib/format.test.mjs', 5_000);
    fileAt(dir, 'node_modules/x/index.js', 5_000);
    fileAt(dir, 'dist/main.js', 5_000);

    assert.equal(newestSourceMtime(dir), 1_000_000);
  });

  it('is 0 for a folder that does not exist', () => {
    assert.equal(newestSourceMtime(path.join(os.tmpdir(), 'no-such-folder-of-sources')), 0);
  });
});
