// The jest settings every package shares: swc transpiles TypeScript the same way the
// build does, react-intl's ESM-only packages are transformed too, and a CSS Module import
// gives each class its own name (`styles.card` is "card"), as identity-obj-proxy does.
const path = require('node:path');

function createJestConfig(packageDir) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
      '\\.(webp|avif|png|jpe?g)$': path.join(__dirname, 'file-transform.cjs'),
    },
    transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat|jose|oauth4webapi)/)'],
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}

module.exports = { createJestConfig };
