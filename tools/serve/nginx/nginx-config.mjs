// The nginx configuration that serves the site everywhere (`npm start`, `npm run dev`, e2e, the
// bench, `npm run serve:prod` and production): its content types, caching rules, fallbacks and
// security headers, each taken from tools/serve/serving-rules.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { HASHED_ASSET, cacheControl, compressibleExtensions, contentTypes, securityHeadersFor } from '../serving-rules.mjs';

/**
 * A URI whose last segment has an extension in the sense of Node's `path.extname` (a dot after
 * at least one character; trailing slashes ignored): such a missing file is a 404, any other
 * missing path of the shell's origin gets the shell's page.
 */
export const HAS_EXTENSION = /\/[^/]+\.[^/]*\/*$/;

/** Extensions the compression filters apply to, as nginx MIME types (text/html is always compressed). */
const compressibleTypes = () =>
  [...new Set([...compressibleExtensions].map((extension) => contentTypes[extension].split(';')[0]))].filter(
    (type) => type !== 'text/html',
  );

/** The `types` block: the serving rules' table, by MIME type. */
function typesBlock() {
  const byType = new Map();
  for (const [extension, type] of Object.entries(contentTypes)) {
    const mime = type.split(';')[0];
    byType.set(mime, [...(byType.get(mime) ?? []), extension.slice(1)]);
  }
  return [...byType].map(([mime, extensions]) => `${mime} ${extensions.join(' ')};`);
}

/** The types that get `; charset=utf-8` (nginx always counts text/html among them). */
const charsetTypes = () => [
  ...new Set(
    Object.values(contentTypes)
      .filter((type) => type.includes('charset=utf-8'))
      .map((type) => type.split(';')[0])
      .filter((type) => type !== 'text/html'),
  ),
];

/** A header value as an nginx string: quoted, with quotes and backslashes escaped. */
const quoted = (value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`;

/** `add_header` lines; `always` also puts them on errors (404, 405). */
const addHeaders = (headers, { always = true } = {}) =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)}${always ? ' always' : ''};`);

/** True when nginx's version is at least `wanted` ("1.25.1"). */
export function versionAtLeast(version, wanted) {
  const have = String(version).split('.').map(Number);
  const need = wanted.split('.').map(Number);
  for (let i = 0; i < need.length; i += 1) {
    if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i];
  }
  return true;
}

/**
 * True when nginx should send the build's .gz files. gzip_static answers before the brotli
 * filter, so with the filter but without brotli_static a browser that accepts both would get
 * the .gz instead of a smaller brotli body: then the filter alone compresses.
 */
export const sendsPrecompressedGzip = (nginx) => Boolean(nginx.gzipStatic && (nginx.brotliStaticModule || !nginx.brotliModule));

/** The HTML files of a site folder, as URIs (`/index.html`). */
function htmlPages(root) {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

/**
 * One `listen` line. HTTP/2 only with TLS: nginx before 1.25 refuses HTTP/1.1 on a plain-text
 * HTTP/2 listener, and no browser speaks HTTP/2 without TLS, so plain HTTP stays HTTP/1.1.
 */
function listenLines(host, port, { tls, version }) {
  if (!tls) return [`listen ${host}:${port};`];
  if (versionAtLeast(version, '1.25.1')) return [`listen ${host}:${port} ssl;`, 'http2 on;'];
  return [`listen ${host}:${port} ssl http2;`];
}

function tlsLines(tls) {
  if (!tls) return [];
  return [
    `ssl_certificate ${quoted(tls.certificate)};`,
    `ssl_certificate_key ${quoted(tls.key)};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_session_cache shared:maple_tls:1m;',
  ];
}

const indent = (lines, depth = 1) => lines.map((line) => `${'  '.repeat(depth)}${line}`);

/**
 * One static site:
 * - any origin may load it (CORS `*`; OPTIONS answers 204), methods other than GET and HEAD get 405;
 * - hashed assets are cached for a year, everything else (HTML, `remoteEntry.js`, manifests,
 *   `config.json`, `composition.json`) is revalidated; a 404 is never cached;
 * - `files` maps URIs to deployment files outside `root`;
 * - each HTML page carries its security headers (the CSP from the deployment files and the
 *   page's inline style hashes), computed here by the serving rules' own function;
 * - with `spaFallback`, a missing path without an extension gets its served page in `pages` if
 *   there is one, else the shell's `index.html`.
 */
function siteServer({ root, port, files = {}, folders = {}, spaFallback = false, pages = null }, { host, tls, version }) {
  const everyResponse = {
    'Access-Control-Allow-Origin': '*',
    // The headers of any file that is not a page.
    ...securityHeadersFor('/any-asset.js', files),
    'Access-Control-Allow-Methods': '$maple_cors_methods',
    'Access-Control-Allow-Headers': '$maple_cors_headers',
    Allow: '$maple_allow',
  };
  const headers = (cache, extra = {}) => [
    ...addHeaders({ ...everyResponse, ...extra }),
    // Only on successful answers: a 404 of a hashed name must not be cached for a year.
    ...addHeaders({ 'Cache-Control': cache }, { always: false }),
  ];
  const location = (match, lines) => [`location ${match} {`, ...indent(lines), '}'];

  const deploymentFiles = Object.entries(files).flatMap(([uri, file]) =>
    location(`= ${uri}`, [`alias ${quoted(file)};`, ...headers(cacheControl.revalidate)]),
  );
  // A folder under a prefix (a remote's releases): its files only, cached as the same names in
  // `root` are; no fallback, and a folder's own path is left to the 404 below.
  const hashedName = HASHED_ASSET.source.replace(/\$$/, '');
  const folderFiles = Object.entries(folders).flatMap(([prefix, folder]) => {
    const under = `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?<maple_folder_file>`;
    return [
      ...location(`~ ${quoted(`${under}.*${hashedName})$`)}`, [
        `alias ${quoted(`${folder}/$maple_folder_file`)};`,
        ...headers(cacheControl.immutable),
      ]),
      ...location(`~ ${quoted(`${under}.*[^/])$`)}`, [
        `alias ${quoted(`${folder}/$maple_folder_file`)};`,
        ...headers(cacheControl.revalidate),
      ]),
    ];
  });
  const htmlFiles = htmlPages(root).flatMap((uri) =>
    location(`= ${uri}`, [...headers(cacheControl.revalidate, securityHeadersFor(path.join(root, uri), files))]),
  );
  return [
    'server {',
    ...indent([
      ...listenLines(host, port, { tls, version }),
      ...tlsLines(tls),
      `root ${quoted(root)};`,
      ...addHeaders(everyResponse),
      // Answered before any location.
      'if ($request_method = OPTIONS) { return 204; }',
      'if ($maple_allow) { return 405; }',
      'error_page 404 @not_found;',
      ...location('@not_found', [
        ...addHeaders({ ...everyResponse, 'Cache-Control': cacheControl.revalidate }),
        // No types here: the message is text whatever extension the missing path had.
        'types { }',
        'default_type text/plain;',
        'return 404 "Not found";',
      ]),
      ...deploymentFiles,
      ...folderFiles,
      ...htmlFiles,
      ...location(`~ ${quoted(HASHED_ASSET.source)}`, [...headers(cacheControl.immutable), 'try_files $uri =404;']),
      ...location(`~ ${quoted(HAS_EXTENSION.source)}`, [...headers(cacheControl.revalidate), 'try_files $uri =404;']),
      ...(spaFallback && pages
        ? [
            ...location('/', [...headers(cacheControl.revalidate), 'try_files $uri @served_page;']),
            // A served page has the shell page's headers: the compose step refuses one whose inline
            // scripts or styles differ from index.html's. Found at each request: a new composition's pages are live at once.
            ...location('@served_page', [
              `root ${quoted(pages)};`,
              ...headers(cacheControl.revalidate, securityHeadersFor(path.join(root, 'index.html'), files)),
              'try_files $uri/index.html /index.html;',
            ]),
          ]
        : location('/', [...headers(cacheControl.revalidate), `try_files $uri ${spaFallback ? '/index.html' : '=404'};`])),
    ]),
    '}',
  ];
}

/** A service origin nginx fronts by passing every request to where the service listens. */
function proxyServer({ port, upstream }, { host, tls, version }) {
  return [
    'server {',
    ...indent([
      ...listenLines(host, port, { tls, version }),
      ...tlsLines(tls),
      'location / {',
      ...indent([
        `proxy_pass ${upstream};`,
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        // The service sees the origin the browser used (its issuer, its CORS and cookie rules).
        'proxy_set_header Host $http_host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
      ]),
      '}',
    ]),
    '}',
  ];
}

/**
 * The whole nginx.conf, for `nginx -p <prefix> -c <file> -g 'daemon off;'`.
 * @param {{
 *   prefix: string,
 *   host?: string,
 *   sites: { root: string, port: number, files?: Record<string, string>, spaFallback?: boolean, pages?: string | null }[],
 *   proxies?: { port: number, upstream: string }[],
 *   nginx: { version: string, brotliModule: string | null, brotliStaticModule?: string | null, gzipStatic?: boolean },
 *   tls?: { certificate: string, key: string } | null,
 *   user?: string | null,
 * }} options
 *   `sites` come from tools/serve/site-origins.mjs; `proxies` front services on other ports (`upstream`
 *   is a URL); `nginx` is what the installed nginx offers (see tools/lib/ensure-nginx.mjs);
 *   with `tls`, every server speaks HTTPS and HTTP/2.
 */
export function createNginxConfig({ prefix, host = '127.0.0.1', sites, proxies = [], nginx, tls = null, user = null }) {
  const context = { host, tls, version: nginx.version };
  const temp = (name) => `${name}_temp_path ${quoted(path.join(prefix, `${name}_temp`))};`;
  const types = compressibleTypes().join(' ');
  return [
    '# Written by tools/serve/nginx: regenerate it, do not edit it.',
    ...[nginx.brotliModule, nginx.brotliStaticModule].filter(Boolean).map((module) => `load_module ${quoted(module)};`),
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    `pid ${quoted(path.join(prefix, 'nginx.pid'))};`,
    'error_log stderr warn;',
    'events {',
    '  worker_connections 512;',
    '}',
    'http {',
    ...indent([
      'access_log off;',
      'server_tokens off;',
      'sendfile on;',
      'tcp_nopush on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      'types {',
      ...indent(typesBlock()),
      '}',
      'default_type application/octet-stream;',
      'charset utf-8;',
      `charset_types ${charsetTypes().join(' ')};`,
      'gzip on;',
      'gzip_vary on;',
      'gzip_comp_level 6;',
      'gzip_min_length 256;',
      `gzip_types ${types};`,
      ...(nginx.brotliModule ? ['brotli on;', 'brotli_comp_level 6;', 'brotli_min_length 256;', `brotli_types ${types};`] : []),
      // The build's precompressed files (brotli 11, gzip -9: tools/webpack/precompress-plugins.cjs)
      // when they exist; the filters above compress the rest (deployment files, served pages).
      ...(sendsPrecompressedGzip(nginx) ? ['gzip_static on;'] : []),
      ...(nginx.brotliStaticModule ? ['brotli_static on;'] : []),
      // CORS preflight answers, and the 405 for other methods with the methods allowed.
      'map $request_method $maple_cors_methods {',
      '  OPTIONS "GET, HEAD";',
      '  default "";',
      '}',
      'map $request_method $maple_cors_headers {',
      '  OPTIONS "*";',
      '  default "";',
      '}',
      'map $request_method $maple_allow {',
      '  GET "";',
      '  HEAD "";',
      '  OPTIONS "";',
      '  default "GET, HEAD";',
      '}',
      ...sites.flatMap((site) => siteServer(site, context)),
      ...proxies.flatMap((proxy) => proxyServer(proxy, context)),
    ]),
    '}',
    '',
  ].join('\n');
}
