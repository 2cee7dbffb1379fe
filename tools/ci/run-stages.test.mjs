import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runStages } from './run-stages.mjs';

/**
 * A stage that says it has started, then passes only if `other` says so too within 10 s: two
 * of them pass only when they run side by side.
 */
function meetingStage(name, dir, other) {
  const script = `
    const fs = require('node:fs');
    fs.writeFileSync(${JSON.stringify(path.join(dir, name))}, '');
    const until = Date.now() + 10000;
    const wait = () => fs.existsSync(${JSON.stringify(path.join(dir, other))}) ? process.exit(0) : Date.now() > until ? process.exit(1) : setTimeout(wait, 20);
    wait();`;
  return { name, command: process.execPath, args: ['-e', script] };
}

const failing = (name) => ({ name, command: process.execPath, args: ['-e', 'process.exit(3)'] });
const passing = (name) => ({ name, command: process.execPath, args: ['-e', ''] });

describe('runStages', () => {
  it('runs the stages of a group side by side and records each', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-'));
    const recorded = [];

    const code = await runStages([[meetingStage('lint', dir, 'typecheck'), meetingStage('typecheck', dir, 'lint')], passing('unit')], {
      record: (stage) => recorded.push(stage),
    });

    assert.equal(code, 0);
    assert.deepEqual(recorded.map((stage) => [stage.name, stage.ok]).sort(), [
      ['lint', true],
      ['typecheck', true],
      ['unit', true],
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets every stage of a failing group finish, then stops with the failure’s code before the next step', async () => {
    const recorded = [];

    const code = await runStages([[failing('lint'), passing('typecheck')], passing('e2e')], { record: (stage) => recorded.push(stage) });

    assert.equal(code, 3);
    assert.deepEqual(recorded.map((stage) => [stage.name, stage.ok]).sort(), [
      ['lint', false],
      ['typecheck', true],
    ]);
  });
});
