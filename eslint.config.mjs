// The project's lint rules, including the boundaries of docs/architecture: remotes never
// import each other or the shell and import only contracts, platform and UI kit of ours;
// contracts never import React, the UI kit or an app; the platform imports no app;
// @maple/testing only in tests (docs/decisions/056); the UI kit imports none of our packages, raw fetch only in
// the HTTP client, features never import each other, and no import cycles; inside an app an
// import climbs at most two folders (further up, the app's `#src/*` alias). Promises are
// never left floating. Remotes reach the shell only through their mount props: no reload, no
// shell storage key, no shell file (tools/lint/remote-boundaries.mjs). The list of apps comes
// from the packages themselves (tools/lib/workspace-apps.cjs).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apps as siteApps } from '@maple/tools/lib/apps.mjs';
import { remoteRestrictedProperties, remoteRestrictedSyntax } from '@maple/tools/lint/remote-boundaries.mjs';

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

// The query cache comes from react-query's re-exports, so the shared singleton is the only copy.
const sharedQueryCore = {
  name: '@tanstack/query-core',
  allowTypeImports: true,
  message: 'Import from @tanstack/react-query (the shared copy).',
};

// @maple/testing is for tests: a test, or a package's src/testing helpers, may import it; code
// that ships may not (docs/decisions/056).
const shippedSources = (dir) => [`./${dir}/src/!(*.test).{ts,tsx}`, `./${dir}/src/!(testing)/**/!(*.test).{ts,tsx}`];
const testingZone = {
  target: [...apps, 'shared-contracts', 'platform-react', 'ui-kit', 'dev-services'].flatMap(shippedSources),
  from: './testing',
  message: '@maple/testing is for tests only (*.test.ts(x) and src/testing/): shipped code may not import it.',
};

// The packages of ours a remote may import (docs/decisions/056); the apps are the rule above's.
const remoteMayImport = [
  '@maple/contracts',
  '@maple/contracts/routes',
  '@maple/platform',
  '@maple/platform/prerender',
  '@maple/ui',
  '@maple/ui/testing',
  '@maple/testing',
];

// An app reaches a file three or more folders up through its `#src/*` import (package.json
// "imports"), which reads the same from every file; one or two folders up stay relative.
const deepRelativeImport = {
  regex: '^(\\.\\./){3,}',
  message: "Climb at most two folders: further up, import through the app's #src/* alias (e.g. #src/lib/site-store.ts).",
};

const restrictedProperties = [
  { object: 'window', property: 'fetch', message: 'Call the API through the HTTP client in @maple/contracts.' },
];

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
      // no-cycle reads only the files of these extensions: without .ts and .tsx it reaches none of our sources.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      // From the repository's root, wherever lint runs (a workspace's `npm run lint` runs in its folder).
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.json') })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...apps.flatMap(featureZones), testingZone] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through the HTTP client in @maple/contracts.' }],
      'no-restricted-properties': ['error', ...restrictedProperties],
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
          paths: [sharedQueryCore],
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
          paths: [sharedQueryCore],
          patterns: [
            {
              group: packagesOf(siteApps.filter((app) => app !== remote)),
              message: 'A remote never imports the shell or another remote: use contracts.',
            },
            {
              group: ['@maple/*', ...remoteMayImport.map((name) => `!${name}`), ...packagesOf(siteApps).map((name) => `!${name}`)],
              message: 'A remote imports only @maple/contracts, @maple/platform and @maple/ui of our packages (@maple/testing in tests).',
            },
            {
              group: ['react-router', 'react-router/*'],
              message: 'Routing goes through @maple/platform (RouteLink, useQueryParams, useNavigateTo…): the site has no router library.',
            },
            ...(siteApps.includes(remote) ? [deepRelativeImport] : []),
          ],
        },
      ],
    },
  })),
  {
    // Remotes reach the shell only through their mount props (decision 053), tests included.
    files: remotes.map((remote) => `${remote.dir}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-syntax': ['error', ...remoteRestrictedSyntax],
      'no-restricted-properties': ['error', ...restrictedProperties, ...remoteRestrictedProperties],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedQueryCore],
          patterns: [{ group: packagesOf(remotes), message: 'The shell knows no remote at build time.' }, deepRelativeImport],
        },
      ],
    },
  },
  {
    // The contracts are plain TypeScript, every file of them (docs/decisions/056): no React, no
    // UI kit, no platform, no app; their tests take factories from @maple/testing.
    files: ['shared-contracts/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@tanstack/query-core', allowTypeImports: true, message: 'Contracts only name the query cache’s types.' }],
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'react-intl',
                'react-intl/*',
                'react-*',
                'single-spa*',
                '@tanstack/react-query',
              ],
              message: 'Contracts are plain TypeScript; React code lives in @maple/platform (platform-react).',
            },
            {
              group: ['@maple/ui', '@maple/ui/*'],
              message: 'Contracts import no UI: components live in @maple/ui, React helpers in @maple/platform.',
            },
            {
              group: ['@maple/*', '!@maple/testing'],
              message: 'Contracts import no other package of ours (their tests may use @maple/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    // The React platform builds on the contracts and the UI kit, and knows no app.
    files: ['platform-react/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sharedQueryCore],
          patterns: [
            {
              group: ['@maple/*', '!@maple/contracts', '!@maple/contracts/routes', '!@maple/ui', '!@maple/testing'],
              message: 'The platform imports the contracts and the UI kit, no app.',
            },
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
    // A federation runtime plugin: `runtimePlugins` calls the module's default export.
    files: ['platform-react/src/tasks/federation-in-tasks.ts'],
    rules: { 'import-x/no-default-export': 'off' },
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
