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

  it('runs a lane’s stages in order beside another lane, and a lane stops at its own first failure', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-'));
    const recorded = [];

    // lint waits to meet unit: it passes only if unit starts while lint still runs, after typecheck.
    const code = await runStages(
      [[meetingStage('lint', dir, 'unit'), [passing('typecheck'), meetingStage('unit', dir, 'lint'), passing('e2e-smoke')]]],
      { record: (stage) => recorded.push(stage) },
    );

    assert.equal(code, 0);
    assert.deepEqual(
      recorded.filter((stage) => stage.name !== 'lint').map((stage) => stage.name),
      ['typecheck', 'unit', 'e2e-smoke'],
    );
    assert.ok(recorded.every((stage) => stage.ok));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs no more of a lane after its failure, while the other lane ends', async () => {
    const recorded = [];

    const code = await runStages([[passing('lint'), [failing('typecheck'), passing('unit')]], passing('e2e')], {
      record: (stage) => recorded.push(stage),
    });

    assert.equal(code, 3);
    assert.deepEqual(recorded.map((stage) => [stage.name, stage.ok]).sort(), [
      ['lint', true],
      ['typecheck', false],
    ]);
  });
});
