// `node tools/ci/stage.mjs NAME -- COMMAND ARGS…`: one command run as a recorded stage (.ci/run's
// install and bench); `--start` first empties the records of an earlier run.
import { startReport } from './ci-report.mjs';
import { runStages } from './run-stages.mjs';

const args = process.argv.slice(2);
if (args[0] === '--start') {
  startReport();
  args.shift();
}
const [name, separator, command, ...rest] = args;
if (!name || separator !== '--' || !command) {
  console.error('usage: node tools/ci/stage.mjs [--start] NAME -- COMMAND [ARGS…]');
  process.exit(2);
}
process.exitCode = await runStages([{ name, command, args: rest }]);
