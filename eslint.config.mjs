// The project's lint rules, including the boundaries of docs/architecture: remotes never
// import each other or the shell, contracts never import React (outside their react and
// testing entries) or an app, the UI kit imports none of our packages, raw fetch only in
// the HTTP client, features never import each other, and no import cycles.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-rewards', 'mfe-coupons', 'mfe-account', 'mfe-surveys', 'mfe-campaigns'];
const remotes = apps.filter((app) => app !== 'shell');

function featureZones(app) {
  const featuresDir = path.join(import.meta.dirname, app, 'src/features');
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
  return [
    ...features.map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other: move shared code to contracts or to the app layer.',
    })),
    { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Code flows contracts → features → app, never back.' },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/compiled/**',
      '.deploy/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.work/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': ['error', { zones: apps.flatMap(featureZones) }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the HTTP client in @maple/contracts.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through the HTTP client in @maple/contracts.' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@maple/shell', '@maple/shell/*', '@maple/mfe-*'],
              message: 'A remote never imports the shell or another remote: use contracts.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@maple/mfe-*'], message: 'The shell knows no remote at build time.' }] }],
    },
  },
  {
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    ignores: ['shared-contracts/src/react/**', 'shared-contracts/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'single-spa*'],
              message: 'Contracts are plain TypeScript; React helpers live in src/react.',
            },
            { group: ['@maple/*'], message: 'Contracts import no app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@maple/*'], message: 'The UI kit is presentational: it imports no other package of ours.' }] },
      ],
    },
  },
  {
    files: ['shared-contracts/src/http/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The dev services are servers: they call the identity provider and each other directly.
    files: ['dev-services/**'],
    rules: { 'no-restricted-globals': 'off', 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.config.{js,cjs,mjs,ts}', 'tools/**', 'e2e/**'],
    rules: { 'import-x/no-default-export': 'off', 'no-restricted-globals': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A CSS Module's type: a default export, as css-loader gives it.
    files: ['**/*.d.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,js,mjs,cjs}', 'tools/jest/**'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
