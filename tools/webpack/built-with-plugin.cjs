// Writes what an app was built against (built-with.json): the contracts version it compiled in
// and the React range it asks the page's shared React for. The compose step reads a remote's to
// refuse a release the shell cannot run, and the shell's as the other side of that check; the
// composition carries the remote's to the shell, which checks it again at run time.
const path = require('node:path');

/** The built-with record of an app: `{ contracts, react }`, checked by the contracts' `builtWithSchema`. */
function builtWithOf(appDir, pkg) {
  require('../lib/require-ts.cjs');
  // The very contracts source the app compiles (decision 003), not whatever tools/ resolves.
  const contractsEntry = require.resolve('@maple/contracts', { paths: [appDir] });
  const compatibility = require(path.join(path.dirname(contractsEntry), 'composition/compatibility.ts'));
  return compatibility.builtWithSchema.parse({ contracts: compatibility.CONTRACTS_VERSION, react: pkg.dependencies?.react });
}

class BuiltWithPlugin {
  constructor({ appDir, pkg }) {
    this.builtWith = builtWithOf(appDir, pkg);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuiltWithPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuiltWithPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('built-with.json', new sources.RawSource(`${JSON.stringify(this.builtWith)}\n`));
      });
    });
  }
}

module.exports = { BuiltWithPlugin, builtWithOf };
