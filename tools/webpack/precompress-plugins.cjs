// Production builds ship each compressible file with its brotli (quality 11) and gzip (-9)
// versions beside it (`main.1234abcd.js.br`, `.gz`): compressing at the best quality takes
// seconds, too slow for a server to do per request, so the build does it once and nginx
// (gzip_static, brotli_static) sends the file that is already there.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { compressibleExtensions } = require('../serve/compressible-extensions.cjs');

/** The asset names to precompress: every compressible extension but source maps (only read when analysing a build). */
const precompressedAsset = new RegExp(
  `(${compressibleExtensions
    .filter((extension) => extension !== '.map')
    .map((extension) => `\\${extension}`)
    .join('|')})$`,
);

/** The brotli and gzip settings of the precompressed files. */
const precompression = {
  br: { algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } },
  gz: { algorithm: 'gzip', compressionOptions: { level: 9 } },
};

/** The plugins that write `<asset>.br` and `<asset>.gz` for every compressible asset. */
function precompressPlugins() {
  return Object.entries(precompression).map(
    ([suffix, options]) =>
      new CompressionPlugin({
        ...options,
        filename: `[path][base].${suffix}`,
        test: precompressedAsset,
        // Every file, however small or little it shrinks: the servers would compress it anyway.
        threshold: 0,
        minRatio: Number.POSITIVE_INFINITY,
      }),
  );
}

module.exports = { precompressPlugins, precompressedAsset, precompression };
