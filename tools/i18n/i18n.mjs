// The i18n pipeline of every app, with the formatjs CLI:
//   extract  writes each app's lang/en-CA.json from the messages in its code
//   compile  writes src/i18n/compiled/<locale>.json (AST form, so no parser ships)
//   check    fails when lang/en-CA.json is stale or a message is missing in either language
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, repoRoot } from '../lib/apps.mjs';

const formatjs = path.join(repoRoot, 'node_modules/.bin/formatjs');
const locales = ['en-CA', 'fr-CA'];
const run = (args, cwd) => execFileSync(formatjs, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

function extract(appDir, outFile) {
  run(['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', 'src/testing/**', '--out-file', outFile, '--throws'], appDir);
}

const commands = {
  extract(appDir) {
    extract(appDir, 'lang/en-CA.json');
    return 'lang/en-CA.json updated';
  },
  compile(appDir) {
    fs.mkdirSync(path.join(appDir, 'src/i18n/compiled'), { recursive: true });
    for (const locale of locales) {
      const target = path.join(appDir, `src/i18n/compiled/${locale}.json`);
      const fresh = `${target}.tmp`;
      run(['compile', `lang/${locale}.json`, '--ast', '--out-file', fresh], appDir);
      // Leave an unchanged file alone so its age does not make the app's build look stale.
      if (fs.existsSync(target) && fs.readFileSync(target).equals(fs.readFileSync(fresh))) fs.rmSync(fresh);
      else fs.renameSync(fresh, target);
    }
    return 'compiled';
  },
  check(appDir) {
    const problems = [];
    const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maple-i18n-')), 'en-CA.json');
    extract(appDir, fresh);
    const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
    const inCode = read(fresh);
    const english = read(path.join(appDir, 'lang/en-CA.json'));
    const stale = Object.keys(inCode).filter((id) => english[id]?.defaultMessage !== inCode[id].defaultMessage);
    const unused = Object.keys(english).filter((id) => !(id in inCode));
    if (stale.length) problems.push(`lang/en-CA.json is out of date for ${stale.join(', ')} (run npm run i18n:extract)`);
    if (unused.length) problems.push(`lang/en-CA.json has messages no code uses: ${unused.join(', ')}`);
    try {
      run(
        [
          'verify',
          '--source-locale',
          'en-CA',
          '--missing-keys',
          '--extra-keys',
          '--structural-equality',
          ...locales.map((l) => `lang/${l}.json`),
        ],
        appDir,
      );
    } catch (error) {
      problems.push(`${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || 'formatjs verify failed');
    }
    const french = read(path.join(appDir, 'lang/fr-CA.json'));
    const empty = Object.keys(french).filter((id) => !String(french[id]?.defaultMessage ?? '').trim());
    if (empty.length) problems.push(`lang/fr-CA.json has empty messages: ${empty.join(', ')}`);
    if (problems.length) throw new Error(problems.join('\n'));
    return `${Object.keys(inCode).length} messages in both languages`;
  },
};

const [command, only] = process.argv.slice(2);
if (!commands[command]) {
  console.error('usage: i18n.mjs <extract|compile|check> [app-dir]');
  process.exit(2);
}
let failed = false;
for (const app of apps.filter((candidate) => !only || candidate.dir === only)) {
  const appDir = path.join(repoRoot, app.dir);
  if (command !== 'extract' && !fs.existsSync(path.join(appDir, 'lang/en-CA.json'))) continue;
  fs.mkdirSync(path.join(appDir, 'lang'), { recursive: true });
  try {
    console.log(`${app.dir}: ${commands[command](appDir)}`);
  } catch (error) {
    failed = true;
    console.error(`${app.dir}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
