// Every package's unit tests in one run; each package also runs alone with `npm test -w <package>`.
// The projects are the workspaces that have a jest.config.cjs (tools/lib/workspace-apps.cjs).
const { jestProjectDirs } = require('./tools/lib/workspace-apps.cjs');

module.exports = {
  // A worker per core: jest's default leaves one core to its main process, which only waits (on 2 cores, 153 s against 83 s).
  maxWorkers: '100%',
  projects: jestProjectDirs().map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
};
