const { createJestConfig } = require('../tools/jest/create-jest-config.cjs');

module.exports = createJestConfig(__dirname);
