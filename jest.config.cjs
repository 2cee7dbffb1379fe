// Every package's unit tests in one run; each package also runs alone with `npm test -w <package>`.
module.exports = {
  projects: ['shared-contracts', 'ui-kit', 'shell', 'mfe-rewards', 'mfe-coupons', 'mfe-account', 'mfe-surveys', 'mfe-campaigns'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
