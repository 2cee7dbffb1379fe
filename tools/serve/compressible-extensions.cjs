// The extensions worth compressing, in one list: nginx compresses these
// files on the fly, and the production build writes their brotli and gzip versions beside them.
const compressibleExtensions = ['.html', '.js', '.mjs', '.json', '.webmanifest', '.css', '.svg', '.txt', '.map'];

module.exports = { compressibleExtensions };
