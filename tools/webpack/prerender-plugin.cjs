// Build-time rendering (docs/decisions/019-prerendered-landing-pages.md): after an app's
// production build has written its files, compiles the app's prerender module for Node with the
// same sources, loaders and CSS Module class names, runs it, and writes the files it returns
// beside the build. Nothing of it reaches the browser's bundles.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/**
 * @param {{ appDir: string, entry: string, module: { rules: import('webpack').RuleSetRule[] },
 *   resolve: import('webpack').ResolveOptions }} options
 *   `entry` is the app's prerender module: it exports `prerender({ styles })`, where `styles`
 *   are the build's stylesheets (paths relative to its output), and resolves to the files to
 *   write, by path relative to the output.
 */
class PrerenderPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const styles = Object.keys(compilation.assets)
        .filter((name) => name.endsWith('.css'))
        .sort();
      const outputDir = compiler.options.output.path;
      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-prerender-'));
      try {
        const bundle = await this.compile(workDir);
        // A fresh file each build: require never returns an earlier build's module.
        const { prerender } = require(bundle);
        const files = await prerender({ styles });
        for (const [name, content] of Object.entries(files)) {
          const target = path.join(outputDir, name);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, content);
        }
      } catch (error) {
        compilation.errors.push(new webpack.WebpackError(`Prerendering failed: ${error instanceof Error ? error.stack : error}`));
      } finally {
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    });
  }

  /** The prerender module compiled for Node, as one file (lazy pages inlined): resolves to its path. */
  compile(workDir) {
    const { appDir, entry, module, resolve } = this.options;
    const compiler = webpack({
      mode: 'production',
      context: appDir,
      target: 'node',
      devtool: false,
      entry: { prerender: entry },
      output: { path: workDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
      resolve,
      module,
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    });
    return new Promise((resolvePath, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolvePath(path.join(workDir, 'prerender.cjs'));
      });
    });
  }
}

module.exports = { PrerenderPlugin };
