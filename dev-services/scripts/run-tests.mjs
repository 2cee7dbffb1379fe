// Runs every src/**/*.test.ts with node's test runner through tsx. Node 20's runner does
// not expand `**` itself, and finds no .ts files in a folder, so this lists them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../src');
const only = process.argv[2] ? path.resolve(process.argv[2]) : root;
const files = fs
  .readdirSync(only, { recursive: true })
  .map((file) => path.join(only, String(file)))
  .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
  .sort();
if (files.length === 0) {
  console.error(`no test files under ${only}`);
  process.exit(1);
}
// A file per process, as many at once as there are cores: every test file starts its services
// on ports of its own (port 0) with a database of its own, so files do not meet.
const concurrency = `--test-concurrency=${os.availableParallelism()}`;
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', concurrency, ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
