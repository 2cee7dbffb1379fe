// The project's lint rules, including the boundaries of docs/architecture: remotes never
// import each other or the shell, contracts never import React (outside their react and
// testing entries) or an app, the UI kit imports none of our packages, raw fetch only in
// the HTTP client, features never import each other, and no import cycles. Promises are
// never left floating. The list of apps comes from the packages themselves
// (tools/lib/workspace-apps.cjs).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apps as siteApps } from '@maple/tools/lib/apps.mjs';

const apps = siteApps.map((app) => app.dir);
const remotes = siteApps.filter((app) => app.name !== 'shell');
const packagesOf = (list) => list.flatMap((app) => [app.packageName, `${app.packageName}/*`]);

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
      '**/.dev/**',
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
  {
    // Type-aware rules: a promise is awaited, returned or explicitly voided, never dropped or
    // handed where a plain callback is expected.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's describe and it return promises the runner itself awaits.
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // The query cache comes from react-query's re-exports, so the shared singleton is the only copy.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tanstack/query-core', allowTypeImports: true, message: 'Import from @tanstack/react-query (the shared copy).' },
          ],
        },
      ],
    },
  },
  ...[...remotes, { dir: 'e2e/fixtures' }].map((remote) => ({
    files: [`${remote.dir}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tanstack/query-core', allowTypeImports: true, message: 'Import from @tanstack/react-query (the shared copy).' },
          ],
          patterns: [
            {
              group: packagesOf(siteApps.filter((app) => app !== remote)),
              message: 'A remote never imports the shell or another remote: use contracts.',
            },
            {
              group: ['react-router', 'react-router/*'],
              message:
                'Routing goes through @maple/contracts/react (RouteLink, useQueryParams, useNavigateTo…): the site has no router library.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tanstack/query-core', allowTypeImports: true, message: 'Import from @tanstack/react-query (the shared copy).' },
          ],
          patterns: [{ group: packagesOf(remotes), message: 'The shell knows no remote at build time.' }],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    ignores: ['shared-contracts/src/react/**', 'shared-contracts/src/testing/**', 'shared-contracts/src/prerender/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@tanstack/query-core', allowTypeImports: true, message: 'Contracts only name the query cache’s types.' }],
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'single-spa*', '@tanstack/react-query'],
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
    // The HTTP client is the one place that calls fetch.
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
