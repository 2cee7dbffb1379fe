import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { repoRoot } from '../lib/apps.mjs';

// The site's own lint config, as `npm run lint` runs it, on code that is never written to disk:
// without the type-aware rules, whose project service reads only files that exist.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

/** What lint reports for `code` as the file at `file` (from the repository's root); nothing fatal. */
export async function lintAs(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  assert.deepEqual(
    result.messages.filter((message) => message.fatal),
    [],
  );
  return result.messages;
}
