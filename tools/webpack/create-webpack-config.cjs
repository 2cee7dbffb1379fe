// One webpack configuration for every app: the shell (host) and the five remotes.
// An app's webpack.config.cjs calls this with its directory; nothing else differs.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BuiltWithPlugin } = require('./built-with-plugin.cjs');
const { PrerenderPlugin } = require('./prerender-plugin.cjs');
const { precompressPlugins } = require('./precompress-plugins.cjs');
const { PublicFilesPlugin } = require('./public-files-plugin.cjs');
const { REMOTE_ASSET_BASE } = require('./remote-asset-base.cjs');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { DevComposePlugin } = require('./dev-compose-plugin.cjs');
const { RouteClaimsPlugin } = require('./route-claims-plugin.cjs');
const { sharedLibraries } = require('./shared-libraries.cjs');

const FEDERATION_IN_TASKS = path.join(__dirname, '../../platform-react/src/tasks/federation-in-tasks.ts');

const { appOf } = require('../lib/workspace-apps.cjs');

function swcRule({ refresh = false, production = false } = {}) {
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        // Never the dev JSX runtime: one React serves every app, and the production builds of the
        // other apps call react/jsx-runtime. In development, components register with React Refresh.
        transform: { react: { runtime: 'automatic', development: false, refresh } },
      },
    },
  };
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    // Loaders run last first: the default messages go before swc sees the source.
    use: production ? [swc, { loader: require.resolve('./strip-default-messages-loader.cjs') }] : swc,
  };
}

/**
 * Styles (docs/decisions/012-styling-contract.md): every app compiles the CSS it imports (its
 * own and the UI kit's) into .css files next to its chunks, which its own webpack runtime
 * loads with those chunks: `<link>` elements, never a runtime `<style>`, so a Content-Security-
 * Policy without inline styles holds. `*.module.css` files are CSS Modules whose class names
 * are salted with the app's federation name: the same kit class compiled by two apps (maybe
 * from two kit versions) gets two names and the two never collide.
 */
function cssRule({ production, federationName, prerender = false }) {
  const modules = {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
    localIdentHashSalt: federationName,
  };
  // Build-time rendering needs the class names only, the very ones the browser's build has.
  if (prerender) return { test: /\.css$/, use: [{ loader: 'css-loader', options: { modules: { ...modules, exportOnlyLocals: true } } }] };
  return { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules } }] };
}

/**
 * Images a page imports (a landing page's banner): files beside the chunks, named by their
 * content (cached for a year, like the chunks), the import being their URL. At build-time
 * rendering the URL starts with the remote's placeholder folder, and nothing is written.
 */
function imageRule({ production, prerender = false }) {
  const filename = production ? 'images/[name].[contenthash:10][ext]' : 'images/[name][ext]';
  return {
    test: /\.(webp|avif|png|jpe?g)$/i,
    type: 'asset/resource',
    generator: prerender ? { filename, publicPath: REMOTE_ASSET_BASE, emit: false } : { filename },
  };
}

/**
 * The parcels a remote offers: each `src/parcels/<name>.tsx` is exposed as `./parcel/<name>`
 * (its claim, with `siteWide`, is in `src/app/parcel-claims.ts`).
 */
function parcelExposes(appDir) {
  const dir = path.join(appDir, 'src/parcels');
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => /^[a-z][a-z0-9-]*\.tsx$/.test(file))
      .map((file) => [`./parcel/${file.replace(/\.tsx$/, '')}`, `./src/parcels/${file}`]),
  );
}

/**
 * A served page links every stylesheet of its apps before any script runs, and each is a
 * request that holds the first paint (a landing page had eleven of the campaigns remote's).
 * An app whose stylesheets all reach every page it serves (no parcel that another app's page
 * mounts alone) compiles them into one file: one request, the same bytes. An app with parcels
 * keeps one stylesheet per chunk, so a parcel on another app's page brings only its own.
 */
const ONE_STYLESHEET = { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true };

function oneStylesheet(appDir, isShell) {
  return isShell || Object.keys(parcelExposes(appDir)).length === 0;
}

// The libraries of the shell's start (its bus, its store, single-spa, and zod for the deployment
// files), in one chunk: every first view needs all four, and one file compresses better than the
// two webpack would make of them (issue 18, decision 014).
const SHELL_START_LIBRARIES = {
  name: 'start-libraries',
  test: /[\\/]node_modules[\\/](rxjs|single-spa|zod|zustand)[\\/]/,
  chunks: 'async',
  enforce: true,
};

function cacheGroups(appDir, isShell) {
  return {
    ...(oneStylesheet(appDir, isShell) ? { styles: ONE_STYLESHEET } : {}),
    ...(isShell ? { startLibraries: SHELL_START_LIBRARIES } : {}),
  };
}

/**
 * @param {{ appDir: string, prerender?: string }} options
 *   `prerender` names the app's module rendered at build time (production builds only; see
 *   tools/webpack/prerender-plugin.cjs).
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ appDir, prerender }) {
  const app = appOf(path.basename(appDir), path.dirname(appDir));
  if (!app) throw new Error(`${appDir}/package.json has no "maple" field: { app, federationName, portOffset }`);
  const { federationName } = app;
  const isShell = app.name === 'shell';
  const pkg = require(path.join(appDir, 'package.json'));

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A deployment can publish a build to a versioned folder (MAPLE_OUTPUT_DIR) without
    // touching the app's regular dist/; the dev server writes only route claims, to .dev/.
    const outputPath = process.env.MAPLE_OUTPUT_DIR
      ? path.resolve(process.env.MAPLE_OUTPUT_DIR)
      : path.join(appDir, production ? 'dist' : '.dev');
    const devPort = production ? null : Number(process.env.PORT ?? 8080);
    const resolve = {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // A package's ES2015 build where it has one (rxjs): smaller than its ES5 one, and every
      // browser the site supports runs it.
      conditionNames: ['es2015', '...'],
      alias: {
        // Messages are compiled to ASTs at build time: react-intl never parses one in the browser.
        '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
        ...(production || isShell
          ? {}
          : {
              'react-refresh/runtime$': require.resolve('./react-refresh-runtime-from-host.cjs'),
              'react-refresh-own-runtime$': path.join(path.dirname(require.resolve('react-refresh/package.json')), 'runtime.js'),
            }),
      },
    };
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      devtool: process.env.MAPLE_ANALYZE ? 'source-map' : production ? false : 'eval-cheap-module-source-map',
      // In development the shell hands its React Refresh runtime to the remotes before React starts.
      entry: isShell ? { main: [...(production ? [] : [require.resolve('./react-refresh-host.cjs')]), './src/index.ts'] } : {},
      target: 'web',
      output: {
        path: outputPath,
        // The shell is served from its origin's root; a remote finds its chunks beside its remoteEntry.js.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: federationName,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve,
      module: {
        rules: [swcRule({ refresh: !production, production }), cssRule({ production, federationName }), imageRule({ production })],
      },
      performance: { hints: false },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }), new CssMinimizerPlugin()],
        ...(production ? { splitChunks: { cacheGroups: cacheGroups(appDir, isShell) } } : {}),
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          ...(isShell ? {} : { exposes: { './app': './src/app/app-lifecycles.tsx', ...parcelExposes(appDir) } }),
          remotes: {},
          shared: sharedLibraries(pkg.dependencies),
          shareStrategy: 'loaded-first',
          // The runtime's steps (shared modules, a remote's container) in tasks of their own (issue 18).
          runtimePlugins: [FEDERATION_IN_TASKS],
          dts: false,
          manifest: true,
          // A remote consumes no remote and never builds a snapshot: its copy of the runtime
          // keeps only what a browser needs to share modules (docs/decisions/014-performance.md).
          experiments: { optimization: { target: 'web', disableSnapshot: true, ...(isShell ? {} : { disableRemote: true }) } },
        }),
        ...(production && prerender
          ? [
              new PrerenderPlugin({
                appDir,
                entry: prerender,
                resolve,
                module: {
                  rules: [
                    swcRule({ production }),
                    cssRule({ production, federationName, prerender: true }),
                    imageRule({ production, prerender: true }),
                  ],
                },
              }),
            ]
          : []),
        ...(production || isShell ? [] : [new webpack.DefinePlugin({ __MAPLE_APP__: JSON.stringify(app.name) })]),
        // One flag name for every app, so React Refresh is injected into React once per page.
        // The refresh hand-over modules in tools/ must not be instrumented themselves.
        ...(production
          ? []
          : [new ReactRefreshWebpackPlugin({ overlay: false, library: 'maple', exclude: [/node_modules/, /tools[\\/]webpack[\\/]/] })]),
        ...(!production && !isShell
          ? [
              new DevComposePlugin({
                app: app.name,
                devDir: outputPath,
                // The entry script, not the manifest: in development the manifest lists hot-update
                // files among the remote's assets, and the runtime would load them too early.
                entry: `http://localhost:${devPort + app.portOffset}/remoteEntry.js`,
                port: devPort,
              }),
            ]
          : []),
        ...(isShell
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', minify: production }),
              new PublicFilesPlugin(path.join(appDir, 'public')),
            ]
          : [
              new RouteClaimsPlugin({
                app: app.name,
                federationName,
                claimsModule: path.join(appDir, 'src/app/route-claims.ts'),
              }),
            ]),
        // What the app was built against, for the compatibility checks of compose and the shell.
        new BuiltWithPlugin({ appDir, pkg }),
        // Last, so every asset the plugins above emit has its .br and .gz.
        ...(production ? precompressPlugins() : []),
      ],
      devServer: {
        // Only this machine reaches a development server.
        host: 'localhost',
        // In `npm run dev -w shell` the deployment files come from the compose step's folder.
        static:
          isShell && process.env.MAPLE_DEPLOY_DIR ? { directory: process.env.MAPLE_DEPLOY_DIR, publicPath: '/', watch: false } : false,
        // Hot updates with React Refresh; a change that cannot be hot-replaced reloads the page.
        hot: true,
        liveReload: true,
        // What the compose step reads of a remote in development: its claims and what it was built against.
        devMiddleware: { writeToDisk: (file) => /[\\/](route-claims|built-with)\.json$/.test(file) },
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        historyApiFallback: isShell,
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createWebpackConfig, cssRule, imageRule, swcRule };
