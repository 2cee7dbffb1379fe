// Writes a remote's route claims (route-claims.json) beside its mf-manifest.json, so the
// compose step can tell the shell which paths the remote renders without rebuilding the shell.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

class RouteClaimsPlugin {
  constructor({ app, federationName, claimsModule }) {
    this.app = app;
    this.federationName = federationName;
    this.claimsModule = claimsModule;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteClaimsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteClaimsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = execFileSync(
          process.execPath,
          [path.join(__dirname, 'read-route-claims.cjs'), this.claimsModule, this.app, this.federationName],
          { encoding: 'utf8', cwd: compiler.context },
        );
        compilation.emitAsset('route-claims.json', new sources.RawSource(`${json}\n`));
      });
    });
  }
}

module.exports = { RouteClaimsPlugin };
