const { createJestConfig } = require('./jest/create-jest-config.cjs');

module.exports = { ...createJestConfig(__dirname), testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.{js,mjs,cjs}'] };
