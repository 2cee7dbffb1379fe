// Lets build scripts require the TypeScript sources of the workspace (route tables,
// landing pages) by transpiling them with swc on the fly, the same compiler the build uses.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');

for (const extension of ['.ts', '.tsx']) {
  require.extensions[extension] = (module, filename) => {
    const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      module: { type: 'commonjs' },
      jsc: { parser: { syntax: 'typescript', tsx: extension === '.tsx' }, target: 'es2022' },
    });
    module._compile(code, filename);
  };
}
