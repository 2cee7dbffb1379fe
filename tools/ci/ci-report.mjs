// What CI and `npm test` remember of a run, for the one-screen summary at its end
// (tools/ci/summary.mjs): each stage's time and result, one JSON line each.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Plain Node only: CI records its install stage before any package is installed.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The folder of the run's records (git-ignored). */
export const reportDir = path.join(repoRoot, '.ci-report');

/** Where each stage's record goes. */
export const stagesFile = path.join(reportDir, 'stages.jsonl');

/** Where Playwright writes its JSON report (e2e/playwright.config.ts). */
export const e2eReportFile = path.join(reportDir, 'e2e.json');

/** Where the bench writes its figures (tools/bench/bench.mjs). */
export const benchReportFile = path.join(repoRoot, 'bench-report.json');

/** Empties the records of an earlier run. */
export function startReport() {
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
}

/** Records one stage: its name, how long it took and whether it passed. */
export function recordStage(stage) {
  fs.mkdirSync(reportDir, { recursive: true });
  fs.appendFileSync(stagesFile, `${JSON.stringify(stage)}\n`);
}

/** The stages recorded so far, in order; a line that does not parse is skipped. */
export function readStages(file = stagesFile) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/** A JSON file's contents, or null when it is missing or not JSON. */
export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
