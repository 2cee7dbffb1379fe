import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { apps, repoRoot } from '../lib/apps.mjs';
import { lintAs } from './lint-site.mjs';

const ruleMessages = (messages, ruleId) => messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);

describe("an app's imports from far up go through its #src/* alias", () => {
  it('is the same alias in every app, and it reaches only the app’s own sources', () => {
    // The boundaries between packages are rules on package names: an alias that led into
    // another package would pass them unseen.
    for (const app of apps) {
      const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, app.dir, 'package.json'), 'utf8'));
      assert.deepEqual(pkg.imports, { '#src/*': './src/*' }, `${app.dir}/package.json`);
    }
  });

  it('refuses a climb of three folders or more in every app, and leaves one or two alone', async () => {
    const code = [
      "import { a } from '../../../lib/a';",
      "import { b } from '../../../../src/lib/b';",
      "export { c } from '../../../components/c';",
      "import { d } from '../../lib/d';",
      "import { e } from '../e';",
      'export const all = [a, b, d, e];',
    ].join('\n');
    for (const app of apps) {
      const problems = ruleMessages(await lintAs(`${app.dir}/src/features/probe/components/probe.tsx`, code), 'no-restricted-imports');
      assert.equal(problems.length, 3, app.dir);
      assert.match(problems[0], /at most two folders.*#src\/\*/);
    }
  });

  it('keeps a feature out of another feature and out of the app layer through the alias too', async () => {
    const code = [
      "import { ProfileSection } from '#src/features/profile/components/profile-section.tsx';",
      "import { appPages } from '#src/app/app-pages.ts';",
      "import { downloadJson } from '#src/lib/download-json.ts';",
      'export const all = [ProfileSection, appPages, downloadJson];',
    ].join('\n');
    const problems = ruleMessages(
      await lintAs('mfe-account/src/features/points/components/probe.tsx', code),
      'import-x/no-restricted-paths',
    );
    assert.equal(problems.length, 2);
    assert.match(problems[0], /Features do not import each other/);
    assert.match(problems[1], /never back/);
  });

  it('finds an import cycle that runs through the alias', async () => {
    // use-export-data.ts imports this file as #src/lib/download-json.ts.
    const code = "import { useExportData } from '../features/privacy/api/use-export-data';\nexport const again = useExportData;\n";
    const problems = ruleMessages(await lintAs('mfe-account/src/lib/download-json.ts', code), 'import-x/no-cycle');
    assert.equal(problems.length, 1);
  });
});
