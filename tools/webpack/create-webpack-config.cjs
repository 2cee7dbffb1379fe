// One webpack configuration for every app: the shell (host) and the five remotes.
// An app's webpack.config.cjs calls this with its directory; nothing else differs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PublicFilesPlugin } = require('./public-files-plugin.cjs');
const { RouteClaimsPlugin } = require('./route-claims-plugin.cjs');
const { sharedLibraries } = require('./shared-libraries.cjs');

const federationNames = {
  shell: 'shell',
  'mfe-rewards': 'mfe_rewards',
  'mfe-coupons': 'mfe_coupons',
  'mfe-account': 'mfe_account',
  'mfe-surveys': 'mfe_surveys',
  'mfe-campaigns': 'mfe_campaigns',
};

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          // Never the dev JSX runtime: an app in development shares the production React of the
          // other apps' builds, and react/jsx-dev-runtime would not match it.
          transform: { react: { runtime: 'automatic', development: false } },
        },
      },
    },
  };
}

/**
 * Styles (docs/decisions/006-styling-contract.md): every app compiles the CSS it imports (its
 * own and the UI kit's) into .css files next to its chunks, which its own webpack runtime
 * loads with those chunks: `<link>` elements, never a runtime `<style>`, so a Content-Security-
 * Policy without inline styles holds. `*.module.css` files are CSS Modules whose class names
 * are salted with the app's federation name: the same kit class compiled by two apps (maybe
 * from two kit versions) gets two names and the two never collide.
 */
function cssRule({ production, federationName }) {
  return {
    test: /\.css$/,
    use: [
      MiniCssExtractPlugin.loader,
      {
        loader: 'css-loader',
        options: {
          modules: {
            auto: true,
            namedExport: false,
            exportLocalsConvention: 'as-is',
            localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
            localIdentHashSalt: federationName,
          },
        },
      },
    ],
  };
}

/**
 * @param {{ appDir: string, outputPath?: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ appDir }) {
  const dir = path.basename(appDir);
  const federationName = federationNames[dir];
  if (!federationName) throw new Error(`No federation name for ${dir}`);
  const isShell = dir === 'shell';
  const pkg = require(path.join(appDir, 'package.json'));

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A deployment can publish a build to a versioned folder (MAPLE_OUTPUT_DIR) without
    // touching the app's regular dist/.
    const outputPath = process.env.MAPLE_OUTPUT_DIR ? path.resolve(process.env.MAPLE_OUTPUT_DIR) : path.join(appDir, 'dist');
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: isShell ? { main: './src/index.ts' } : {},
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: { rules: [swcRule(), cssRule({ production, federationName })] },
      performance: { hints: false },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }), new CssMinimizerPlugin()],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          ...(isShell ? {} : { exposes: { './app': './src/app/app-lifecycles.tsx' } }),
          remotes: {},
          shared: sharedLibraries(pkg.dependencies),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
        }),
        ...(isShell
          ? [
              new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', minify: production }),
              new PublicFilesPlugin(path.join(appDir, 'public')),
            ]
          : [
              new RouteClaimsPlugin({
                app: dir.replace(/^mfe-/, ''),
                federationName,
                claimsModule: path.join(appDir, 'src/app/route-claims.ts'),
              }),
            ]),
      ],
      devServer: {
        // In `npm run dev -w shell` the deployment files come from the compose step's folder.
        static:
          isShell && process.env.MAPLE_DEPLOY_DIR ? { directory: process.env.MAPLE_DEPLOY_DIR, publicPath: '/', watch: false } : false,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        historyApiFallback: isShell,
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createWebpackConfig, cssRule, swcRule };
