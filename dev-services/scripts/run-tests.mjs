// Runs every src/**/*.test.ts with node's test runner through tsx. Node 20's runner does
// not expand `**` itself, and finds no .ts files in a folder, so this lists them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
