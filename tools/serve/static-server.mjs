// A small production-like static server: compressed responses (brotli or gzip: the build's
// precompressed file when there is one, else compressed here), hashed assets cached for a
// year, manifests and deployment files never cached, CORS for the remotes' origins, and an
// index.html fallback for the shell's client-side routes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageFileFor } from '../compose/prerendered-pages.mjs';
import compressible from './compressible-extensions.cjs';
import { baseSecurityHeaders, inlineStyleHashes, pageSecurityHeaders } from './security-headers.mjs';

/** The Content-Type of each file extension the site serves (the nginx configuration uses the same table). */
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

/** Cache-Control for a served file: hashed assets forever, everything else revalidated. */
export function cacheControlFor(filePath) {
  return HASHED_ASSET.test(filePath) ? cacheControl.immutable : cacheControl.revalidate;
}

/** The encoding to answer with, from the request's Accept-Encoding. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/** The suffix of a precompressed file, by encoding (the production build writes them: tools/webpack/precompress-plugins.cjs). */
export const precompressedSuffix = { br: '.br', gzip: '.gz' };

/**
 * The build's precompressed version of a file in `encoding`, if it has one written no earlier
 * than the file itself (an older one is of an earlier build); null otherwise.
 */
export function precompressedFile(filePath, encoding, stat = fs.statSync(filePath)) {
  const suffix = precompressedSuffix[encoding];
  if (!suffix) return null;
  try {
    const candidate = `${filePath}${suffix}`;
    return fs.statSync(candidate).mtimeMs >= stat.mtimeMs ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * A file's body compressed here, for files the build did not precompress (the deployment files,
 * the served pages). Brotli at quality 9, not 11: these change at each compose, and 11 costs
 * several times the time for a few percent.
 */
function compress(raw, encoding) {
  if (encoding === 'br') return zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
  if (encoding === 'gzip') return zlib.gzipSync(raw, { level: 9 });
  return raw;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The security headers of a served file. An HTML page carries the Content-Security-Policy built
 * from the deployment files in `files` (`/config.json` and `/composition.json`, read now, so a
 * recomposition shows at once); anything else, and a page without both files, the base headers.
 */
export function securityHeadersFor(filePath, files = {}) {
  const config = files['/config.json'] && fs.existsSync(files['/config.json']) ? readJson(files['/config.json']) : null;
  const composition = files['/composition.json'] && fs.existsSync(files['/composition.json']) ? readJson(files['/composition.json']) : null;
  if (!filePath.endsWith('.html') || !config || !composition)
    return baseSecurityHeaders({ production: config?.environment === 'production' });
  return pageSecurityHeaders({ config, composition, styleHashes: inlineStyleHashes(fs.readFileSync(filePath, 'utf8')) });
}

/**
 * @param {{ root: string, files?: Record<string, string>, folders?: Record<string, string>, spaFallback?: boolean, pages?: string | null }} options
 *   `files` maps URL paths to files outside `root` (the deployment's config.json and composition.json).
 *   `folders` maps URL path prefixes to folders outside `root` (a remote's releases: `/releases/`).
 *   With both of them, HTML pages carry the Content-Security-Policy built from the deployment.
 *   `pages` is the deployment's folder of served pages: with `spaFallback`, a path that has one
 *   gets it instead of the shell's `index.html`.
 */
export function createStaticServer({ root, files = {}, folders = {}, spaFallback = false, pages = null }) {
  const cache = new Map();

  function encoded(filePath, stat, encoding) {
    const key = `${filePath}:${stat.mtimeMs}:${stat.size}:${encoding}`;
    let body = cache.get(key);
    if (!body) {
      const ready = precompressedFile(filePath, encoding, stat);
      body = ready ? fs.readFileSync(ready) : compress(fs.readFileSync(filePath), encoding);
      cache.set(key, body);
    }
    return body;
  }

  function resolve(urlPath) {
    if (files[urlPath]) return files[urlPath];
    const prefix = Object.keys(folders).find((candidate) => urlPath.startsWith(candidate));
    // A folder served under a prefix has no fallback: a missing release file is a 404.
    if (prefix) return fileIn(folders[prefix], urlPath.slice(prefix.length));
    const target = path.normalize(path.join(root, urlPath));
    if (target !== root && !target.startsWith(root + path.sep)) return null;
    try {
      if (fs.statSync(target).isFile()) return target;
    } catch {
      // fall through to the fallback below
    }
    if (spaFallback && !path.extname(urlPath)) return (pages && servedPage(urlPath)) ?? path.join(root, 'index.html');
    return null;
  }

  function fileIn(folder, relativePath) {
    const target = path.normalize(path.join(folder, relativePath));
    return target.startsWith(folder + path.sep) && fs.existsSync(target) && fs.statSync(target).isFile() ? target : null;
  }

  // A page served as HTML (a remote's prerendered page joined with the chrome), read at each
  // request: a new composition's pages are live at once.
  function servedPage(urlPath) {
    const file = pageFileFor(pages, path.posix.normalize(urlPath));
    return file.startsWith(pages + path.sep) && fs.existsSync(file) ? file : null;
  }

  return http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(baseSecurityHeaders())) response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const filePath = resolve(urlPath);
    if (!filePath || !fs.existsSync(filePath)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
      return;
    }
    const stat = fs.statSync(filePath);
    const extension = path.extname(filePath);
    const encoding = compressibleExtensions.has(extension) ? pickEncoding(request.headers['accept-encoding']) : 'identity';
    const body = encoded(filePath, stat, encoding);
    const etag = `"${createHash('sha1').update(`${stat.mtimeMs}:${stat.size}:${encoding}`).digest('base64url')}"`;
    const headers = {
      ...securityHeadersFor(filePath, files),
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(filePath),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    headers['Content-Length'] = body.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

/** Starts a server on this machine only (`HOST` opens it to another interface) and resolves once it listens. */
export function listen(server, port, host = process.env.HOST ?? '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use: stop the server on it, or set PORT to use other ports.`)
          : error,
      ),
    );
    server.listen(port, host, () => resolve(server));
  });
}
