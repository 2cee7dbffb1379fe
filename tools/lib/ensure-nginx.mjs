// `npm run serve:prod` and its tests run Debian's nginx. Installs it with apt-get when running
// as root (with the brotli modules when Debian offers them: the filter compresses on the fly,
// the static module sends the build's .br files); otherwise says in one line what to run.
// Brotli is detected, never required: without it nginx sends gzip (the build's .gz files).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-filter';
const BROTLI_MODULE = 'ngx_http_brotli_filter_module.so';
const BROTLI_STATIC_PACKAGE = 'libnginx-mod-http-brotli-static';
const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so';

/** The nginx binary: NGINX_PATH, or `nginx` on the PATH or in the sbin folders (root's PATH is not everyone's). */
export function findNginx(env = process.env) {
  if (env.NGINX_PATH) return fs.existsSync(env.NGINX_PATH) ? env.NGINX_PATH : null;
  const folders = [...(env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'].filter(Boolean);
  return folders.map((folder) => path.join(folder, 'nginx')).find((candidate) => fs.existsSync(candidate)) ?? null;
}

/**
 * What an nginx binary offers, from `nginx -V`: its version, whether it has the HTTP/2, TLS and
 * gzip_static modules, and the files of the brotli filter and static modules when they are
 * installed (null otherwise).
 */
export function nginxFeatures(binary) {
  const { stdout, stderr } = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const text = `${stdout}${stderr}`;
  const version = /nginx version: nginx\/(\S+)/.exec(text)?.[1];
  if (!version) throw new Error(`${binary} -V did not say which nginx it is:\n${text}`);
  const modulesPath = /--modules-path=(\S+)/.exec(text)?.[1] ?? '/usr/lib/nginx/modules';
  const installed = (file) => (fs.existsSync(path.join(modulesPath, file)) ? path.join(modulesPath, file) : null);
  return {
    binary,
    version,
    http2: text.includes('--with-http_v2_module'),
    tls: text.includes('--with-http_ssl_module'),
    gzipStatic: text.includes('--with-http_gzip_static_module'),
    brotliModule: installed(BROTLI_MODULE),
    brotliStaticModule: installed(BROTLI_STATIC_MODULE),
  };
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** True when apt knows a version of the package it could install. */
function aptCanInstall(name) {
  const { stdout = '' } = spawnSync('apt-cache', ['policy', name], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(stdout)?.[1];
  return Boolean(candidate) && candidate !== '(none)';
}

/**
 * nginx's features, installing Debian's nginx first when it is missing and we are root.
 * Not root and no nginx: prints the one command to run and exits.
 */
export function ensureNginx({ log = console.log } = {}) {
  const found = findNginx();
  if (found) {
    const features = nginxFeatures(found);
    const missing = [features.brotliModule ? null : BROTLI_PACKAGE, features.brotliStaticModule ? null : BROTLI_STATIC_PACKAGE].filter(
      Boolean,
    );
    if (missing.length > 0)
      log(`nginx has no brotli ${features.brotliModule ? 'static module' : 'module'}; "apt-get install -y ${missing.join(' ')}" adds it.`);
    return features;
  }
  if (!isRoot()) {
    console.error(
      `nginx is not installed: run "sudo apt-get update && sudo apt-get install -y nginx ${BROTLI_PACKAGE} ${BROTLI_STATIC_PACKAGE}" (the brotli modules are optional), then try again.`,
    );
    process.exit(1);
  }
  log('Installing Debian nginx for production-like serving (apt-get)…');
  const apt = 'DEBIAN_FRONTEND=noninteractive apt-get';
  execSync(`${apt} update -qq`, { stdio: 'inherit' });
  const packages = ['nginx', ...[BROTLI_PACKAGE, BROTLI_STATIC_PACKAGE].filter(aptCanInstall)];
  execSync(`${apt} install -y -qq --no-install-recommends ${packages.join(' ')}`, { stdio: 'inherit' });
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found: set NGINX_PATH to it.');
  return nginxFeatures(installed);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(ensureNginx({ log: console.error })));
