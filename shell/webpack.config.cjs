const webpack = require('webpack');
const { createWebpackConfig } = require('../tools/webpack/create-webpack-config.cjs');

const createConfig = createWebpackConfig({ appDir: __dirname, prerender: './src/app/prerender-chrome.tsx' });

// TanStack's persistence packages (the tab cache, decision 020) import @tanstack/query-core
// itself. Here they get it through the shared @tanstack/react-query, which re-exports it: the
// tab cache then works with the site's one react-query instance, and query-core is neither
// bundled twice nor split out of the shared library into a chunk every visitor loads.
const persistence = /[\\/]node_modules[\\/]@tanstack[\\/]query-(persist-client-core|async-storage-persister)[\\/]/;
const queryCoreForPersistence = new webpack.NormalModuleReplacementPlugin(/^@tanstack\/query-core$/, (resource) => {
  if (persistence.test(resource.contextInfo.issuer)) resource.request = '@tanstack/react-query';
});

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.plugins.push(queryCoreForPersistence);
  return config;
};
