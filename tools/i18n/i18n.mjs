// The i18n pipeline of every app, with the formatjs CLI:
//   extract  writes each app's lang/en-CA.json from the messages in its code
//   compile  writes src/i18n/compiled/<locale>.json (AST form, so no parser ships), and for each
//            feature the app lists in `maple.featureMessages`, src/i18n/compiled/<feature>/<locale>.json
//   check    fails when lang/en-CA.json is stale, a message is missing in either language, a
//            French colon misses its non-breaking space, or a listed feature's message is
//            defined outside it (feature-messages.mjs)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, repoRoot } from '../lib/apps.mjs';
import { misplacedMessages, splitByFeature } from './feature-messages.mjs';
import { frenchColonProblems } from './french-typography.mjs';

const formatjs = path.join(repoRoot, 'node_modules/.bin/formatjs');
const locales = ['en-CA', 'fr-CA'];
const run = (args, cwd) => execFileSync(formatjs, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

function extract(appDir, outFile, extraArgs = []) {
  run(
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
      '--out-file',
      outFile,
      '--throws',
      ...extraArgs,
    ],
    appDir,
  );
}

/** The features whose messages are chunks of their own, from the app's package.json. */
const featureMessagesOf = (appDir) => JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).maple?.featureMessages ?? [];

/** Writes a file unless it already holds these bytes: an unchanged file's age must not make the app's build look stale. */
function writeIfChanged(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}

const commands = {
  extract(appDir) {
    extract(appDir, 'lang/en-CA.json');
    return 'lang/en-CA.json updated';
  },
  compile(appDir) {
    const compiledDir = path.join(appDir, 'src/i18n/compiled');
    const features = featureMessagesOf(appDir);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-i18n-'));
    for (const locale of locales) {
      const all = path.join(scratch, `${locale}.json`);
      run(['compile', `lang/${locale}.json`, '--ast', '--out-file', all], appDir);
      const { main, byFeature } = splitByFeature(JSON.parse(fs.readFileSync(all, 'utf8')), features);
      const json = (messages) => `${JSON.stringify(messages, null, 2)}\n`;
      writeIfChanged(path.join(compiledDir, `${locale}.json`), json(main));
      for (const [feature, messages] of Object.entries(byFeature))
        writeIfChanged(path.join(compiledDir, feature, `${locale}.json`), json(messages));
    }
    fs.rmSync(scratch, { recursive: true, force: true });
    return features.length > 0 ? `compiled (apart: ${features.join(', ')})` : 'compiled';
  },
  check(appDir) {
    const problems = [];
    const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maple-i18n-')), 'en-CA.json');
    extract(appDir, fresh, ['--extract-source-location']);
    const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
    const inCode = read(fresh);
    const english = read(path.join(appDir, 'lang/en-CA.json'));
    const stale = Object.keys(inCode).filter((id) => english[id]?.defaultMessage !== inCode[id].defaultMessage);
    const unused = Object.keys(english).filter((id) => !(id in inCode));
    if (stale.length) problems.push(`lang/en-CA.json is out of date for ${stale.join(', ')} (run npm run i18n:extract)`);
    if (unused.length) problems.push(`lang/en-CA.json has messages no code uses: ${unused.join(', ')}`);
    const misplaced = misplacedMessages(inCode, featureMessagesOf(appDir));
    if (misplaced.length) problems.push(`messages in the wrong feature's chunk:\n  ${misplaced.join('\n  ')}`);
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
    const colons = frenchColonProblems(french);
    if (colons.length) problems.push(`lang/fr-CA.json needs a non-breaking space (\\u00a0) before the colon of: ${colons.join(', ')}`);
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
