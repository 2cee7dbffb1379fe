// The nginx configuration that serves the site everywhere (`npm start`, `npm run dev`, e2e, the
// bench, `npm run serve:prod` and production): the committed files of ./conf, copied into nginx's
// work folder, and beside them the *.generated.conf files written here from what the deployment
// decides (the installed modules, and each origin: where it listens, its folder, its deployment
// files and releases, its pages with the policy built from the composition).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageHeadersFor } from '../security-headers.mjs';

/** The committed configuration: nginx.conf and the files it includes. */
export const committedConfigDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'conf');

/** A header value as an nginx string: quoted, with quotes and backslashes escaped. */
const quoted = (value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`;

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
const location = (match, lines) => [`location ${match} {`, ...indent(lines), '}'];

/** A page's own headers (its policy, no framing), beside those of conf/headers.conf. */
const pageHeaderLines = (file, files) =>
  Object.entries(pageHeadersFor(file, files)).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);

/**
 * One origin of the site (see tools/serve/site-origins.mjs): its folder `root`; `files`, the
 * deployment files served at URIs outside it, whose policy each HTML page of the folder carries;
 * `folders`, a remote's releases (`/releases/` only); with `spaFallback`, a path that is no file
 * and has no extension gets its served page in `pages` if there is one, else `index.html`.
 * The rules every origin shares are conf/static-site.conf.
 */
function siteServer({ root, port, files = {}, folders = {}, spaFallback = false, pages = null }, { host, tls, version }) {
  const releases = Object.entries(folders);
  if (releases.some(([prefix]) => prefix !== '/releases/')) throw new Error('conf/releases.conf serves /releases/ only');
  const withPolicy = Boolean(files['/config.json'] && files['/composition.json']);
  const deploymentFiles = Object.entries(files).flatMap(([uri, file]) =>
    location(`= ${uri}`, [`alias ${quoted(file)};`, 'include revalidate.conf;']),
  );
  const htmlFiles = withPolicy
    ? htmlPages(root).flatMap((uri) => location(`= ${uri}`, ['include revalidate.conf;', ...pageHeaderLines(path.join(root, uri), files)]))
    : [];
  let fallback;
  if (spaFallback && pages)
    fallback = [
      ...location('/', ['include revalidate.conf;', 'try_files $uri @served_page;']),
      // A served page has the shell page's headers: the compose step refuses one whose inline
      // scripts or styles differ from index.html's. Looked up at each request: a new
      // composition's pages are live at once.
      ...location('@served_page', [
        `root ${quoted(pages)};`,
        'include revalidate.conf;',
        ...(withPolicy ? pageHeaderLines(path.join(root, 'index.html'), files) : []),
        'try_files $uri/index.html /index.html;',
      ]),
    ];
  else fallback = location('/', ['include revalidate.conf;', `try_files $uri ${spaFallback ? '/index.html' : '=404'};`]);
  return [
    'server {',
    ...indent([
      ...listenLines(host, port, { tls, version }),
      ...tlsLines(tls),
      `root ${quoted(root)};`,
      ...releases.flatMap(([, folder]) => [`set $maple_releases ${quoted(folder)};`, 'include releases.conf;']),
      ...deploymentFiles,
      ...htmlFiles,
      'include static-site.conf;',
      ...fallback,
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

/** The environment a deployment says it is (config.json's `environment`): production sends HSTS (conf/nginx.conf). */
function environmentOf(sites) {
  const configFile = sites.map((site) => site.files?.['/config.json']).find((file) => file && fs.existsSync(file));
  return configFile ? JSON.parse(fs.readFileSync(configFile, 'utf8')).environment : 'local';
}

const header = '# Written by tools/serve/nginx/nginx-config.mjs from the deployment: regenerate it, do not edit it.';

/**
 * The generated files, by name, that conf/nginx.conf includes.
 * @param {{
 *   host?: string,
 *   sites: { root: string, port: number, files?: Record<string, string>, folders?: Record<string, string>, spaFallback?: boolean, pages?: string | null }[],
 *   proxies?: { port: number, upstream: string }[],
 *   nginx: { version: string, brotliModule: string | null, brotliStaticModule?: string | null, gzipStatic?: boolean },
 *   tls?: { certificate: string, key: string } | null,
 * }} options
 *   `sites` come from tools/serve/site-origins.mjs; `proxies` front services on other ports
 *   (`upstream` is a URL); `nginx` is what the installed nginx offers (see
 *   tools/lib/ensure-nginx.mjs); with `tls`, every server speaks HTTPS and HTTP/2.
 */
export function createNginxConfig({ host = '127.0.0.1', sites, proxies = [], nginx, tls = null }) {
  const context = { host, tls, version: nginx.version };
  // Brotli compresses what gzip does: the committed list.
  const gzipTypes = /^\s*gzip_types ([^;]+);/m.exec(fs.readFileSync(path.join(committedConfigDir, 'nginx.conf'), 'utf8'))[1];
  const lines = (...parts) => `${[header, ...parts.flat()].join('\n')}\n`;
  return {
    'modules.generated.conf': lines(
      [nginx.brotliModule, nginx.brotliStaticModule].filter(Boolean).map((module) => `load_module ${quoted(module)};`),
    ),
    'compression.generated.conf': lines(
      nginx.brotliModule ? ['brotli on;', 'brotli_comp_level 6;', 'brotli_min_length 256;', `brotli_types ${gzipTypes};`] : [],
      // The build's precompressed files (brotli 11, gzip -9: tools/webpack/precompress-plugins.cjs)
      // when they exist; the filters compress the rest (deployment files, served pages).
      sendsPrecompressedGzip(nginx) ? ['gzip_static on;'] : [],
      nginx.brotliStaticModule ? ['brotli_static on;'] : [],
    ),
    'sites.generated.conf': lines(
      `geo $maple_environment { default ${quoted(environmentOf(sites))}; }`,
      sites.flatMap((site) => siteServer(site, context)),
      proxies.flatMap((proxy) => proxyServer(proxy, context)),
    ),
  };
}

/**
 * Writes the whole configuration into nginx's work folder `prefix`: the committed files, then
 * the generated ones (each written then renamed, so a reload never reads half a file). Returns
 * the file to start nginx with (`nginx -p <prefix> -c <file>`).
 * @param {Parameters<typeof createNginxConfig>[0] & { prefix: string }} options
 */
export function writeNginxConfig({ prefix, ...options }) {
  const write = (name, text) => {
    fs.writeFileSync(path.join(prefix, `${name}.tmp`), text);
    fs.renameSync(path.join(prefix, `${name}.tmp`), path.join(prefix, name));
  };
  for (const name of fs.readdirSync(committedConfigDir)) write(name, fs.readFileSync(path.join(committedConfigDir, name), 'utf8'));
  for (const [name, text] of Object.entries(createNginxConfig(options))) write(name, text);
  return path.join(prefix, 'nginx.conf');
}
