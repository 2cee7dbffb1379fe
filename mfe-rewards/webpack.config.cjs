const { createWebpackConfig } = require('../tools/webpack/create-webpack-config.cjs');

module.exports = createWebpackConfig({ appDir: __dirname, prerender: './src/app/prerender-pages.ts' });
