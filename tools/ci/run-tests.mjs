// `npm test`: lint (one core busy for minutes) beside the type-check, the i18n check and the
// unit tests in turn, then the e2e tests, then the summary (unless CI prints it at its very end:
// .ci/run sets CI_SUMMARY=end). Linting alone left the other core idle for two minutes.
import { startReport } from './ci-report.mjs';
import { runStages } from './run-stages.mjs';
import { printSummary } from './summary.mjs';

/** The README's test stages, each an npm script of the root package. */
export const testStages = ['typecheck', 'lint', 'i18n', 'unit', 'e2e'];
const scripts = { typecheck: 'typecheck', lint: 'lint', i18n: 'i18n:check', unit: 'test:unit', e2e: 'test:e2e' };

if (process.env.CI_SUMMARY !== 'end') startReport();
const stage = (name) => ({ name, command: 'npm', args: ['run', scripts[name]] });
const code = await runStages([[stage('lint'), ['typecheck', 'i18n', 'unit'].map(stage)], stage('e2e')]);
if (process.env.CI_SUMMARY !== 'end') printSummary({ expected: testStages, withBench: false });
process.exitCode = code;
