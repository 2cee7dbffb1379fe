// Runs stages, each a command timed and recorded for the summary (tools/ci/summary.mjs); the
// first step that fails stops the run, since a later stage's minutes would tell nothing more.
// A step is one stage, or a group of lanes run side by side, each lane a stage or stages in
// order (a stage in a group keeps its output until it ends, so the log reads one stage at a
// time). `npm test` is this with the README's stages.
import { spawn } from 'node:child_process';
import { recordStage } from './ci-report.mjs';

/**
 * Runs one command; resolves to its exit code. With `output`, its output is collected there
 * instead of going to the terminal as it comes.
 */
function run(command, args, output = null) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      (output ? (text) => output.push(Buffer.from(`${text}\n`)) : console.error)(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const heading = (stage) => `\n── ${stage.name}: ${[stage.command, ...stage.args].join(' ')}`;

/** Runs one stage, recording it; `quietly` collects its output and prints it, under its heading, once it ends. */
async function runStage(stage, { quietly = false, record }) {
  const started = Date.now();
  if (!quietly) console.log(heading(stage));
  const output = quietly ? [] : null;
  const code = await run(stage.command, stage.args, output);
  const seconds = (Date.now() - started) / 1000;
  if (quietly)
    process.stdout.write(`${heading(stage)} (side by side with the others of its step, ${seconds.toFixed(0)} s)\n${Buffer.concat(output)}`);
  record({ name: stage.name, seconds, ok: code === 0, startedAt: started });
  return code;
}

/** Runs a lane's stages in order, quietly, up to its first failure; resolves to that failure's code, or 0. */
async function runLane(lane, record) {
  for (const stage of Array.isArray(lane) ? lane : [lane]) {
    const code = await runStage(stage, { quietly: true, record });
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * Runs `steps` in order: each a stage ({name, command, args}) or an array of lanes run side by
 * side, a lane being a stage or an array of stages run in order (so that a command keeping one
 * core busy, like linting, shares the machine with a line of others). Resolves to the first
 * failure's exit code, or 0; every lane of a group runs to its end or its own first failure,
 * so each stage that ran has its result. `record` keeps each stage's result (the run's report,
 * by default).
 */
export async function runStages(steps, { record = recordStage } = {}) {
  for (const step of steps) {
    const codes = Array.isArray(step) ? await Promise.all(step.map((lane) => runLane(lane, record))) : [await runStage(step, { record })];
    const failed = codes.find((code) => code !== 0);
    if (failed !== undefined) return failed;
  }
  return 0;
}
