// Copies an app's public/ folder (web app manifest, icons) into its build unchanged.
const fs = require('node:fs');
const path = require('node:path');

class PublicFilesPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.folder)) return;
        for (const name of fs.readdirSync(this.folder)) {
          const file = path.join(this.folder, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { PublicFilesPlugin };
