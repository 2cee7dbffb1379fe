// The site's serving rules, in one place: what each file is (its Content-Type), which files are
// compressed, which are cached for a year, and the security headers of each response. The nginx
// configuration (tools/serve/nginx/nginx-config.mjs) is written from them; the build's
// precompression uses the same list of compressible extensions.
import fs from 'node:fs';
import compressible from './compressible-extensions.cjs';
import { baseSecurityHeaders, inlineStyleHashes, pageSecurityHeaders } from './security-headers.mjs';

/** The Content-Type of each file extension the site serves. */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
/** The extensions worth compressing. */
export const compressibleExtensions = new Set(compressible.compressibleExtensions);
/** A file name with a content hash (webpack's `[contenthash:10]`): it never changes, so it is cached for a year. */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|mjs|webp|avif|png|jpg)$/;

/** Cache-Control of a hashed asset, and of everything else (HTML, entries, manifests, deployment files). */
export const cacheControl = { immutable: 'public, max-age=31536000, immutable', revalidate: 'no-cache' };

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The security headers of a served file. An HTML page carries the Content-Security-Policy built
 * from the deployment files in `files` (`/config.json` and `/composition.json`, read now);
 * anything else, and a page without both files, the base headers.
 * @param {string} filePath
 * @param {Record<string, string>} [files]
 */
export function securityHeadersFor(filePath, files = {}) {
  const config = files['/config.json'] && fs.existsSync(files['/config.json']) ? readJson(files['/config.json']) : null;
  const composition = files['/composition.json'] && fs.existsSync(files['/composition.json']) ? readJson(files['/composition.json']) : null;
  if (!filePath.endsWith('.html') || !config || !composition)
    return baseSecurityHeaders({ production: config?.environment === 'production' });
  return pageSecurityHeaders({ config, composition, styleHashes: inlineStyleHashes(fs.readFileSync(filePath, 'utf8')) });
}
