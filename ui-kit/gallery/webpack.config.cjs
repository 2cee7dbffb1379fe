// The kit's gallery: every component on one page, in both languages, built with the same
// rules as the apps (swc, CSS Modules extracted to files). Not deployed anywhere.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { cssRule, swcRule } = require('../../tools/webpack/create-webpack-config.cjs');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: { gallery: './gallery-entry.tsx' },
    output: { path: path.join(__dirname, 'dist'), filename: '[name].[contenthash:10].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule(), cssRule({ production, federationName: 'ui_gallery' })] },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
      new HtmlWebpackPlugin({ template: './gallery.html', inject: 'body', scriptLoading: 'defer' }),
    ],
    devServer: {
      port: Number(process.env.GALLERY_PORT ?? 8070),
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      client: { overlay: false },
    },
  };
};
