// Runs stages one after the other, each a command timed and recorded for the summary
// (tools/ci/summary.mjs); the first that fails stops the run, since a later stage's minutes
// would tell nothing more. `npm test` is this with the README's test stages.
import { spawn } from 'node:child_process';
import { recordStage } from './ci-report.mjs';

/** Runs one command with the terminal as its output; resolves to its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs `stages` ({name, command, args}) in order, recording each; resolves to the first failure's exit code, or 0. */
export async function runStages(stages) {
  for (const stage of stages) {
    console.log(`\n── ${stage.name}: ${[stage.command, ...stage.args].join(' ')}`);
    const started = Date.now();
    const code = await run(stage.command, stage.args);
    recordStage({ name: stage.name, seconds: (Date.now() - started) / 1000, ok: code === 0 });
    if (code !== 0) return code;
  }
  return 0;
}
