const { createWebpackConfig } = require('../tools/webpack/create-webpack-config.cjs');

module.exports = createWebpackConfig({ appDir: __dirname });
