import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { ensureNginx } from '../../lib/ensure-nginx.mjs';
import { committedConfigDir, createNginxConfig, sendsPrecompressedGzip, versionAtLeast, writeNginxConfig } from './nginx-config.mjs';
import { localServicePorts, startNginx } from './nginx-site.mjs';

const { compressibleExtensions } = createRequire(import.meta.url)('../compressible-extensions.cjs');

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const config = {
  environment: 'local',
  apiBaseUrl: 'http://localhost:7010/api/v1/ca/',
  geoEndpoint: 'http://localhost:7010/api/v1/ca/geo',
  identity: { issuer: 'http://localhost:7011' },
};
const composition = { version: 1, remotes: [{ name: 'rewards', entry: 'http://localhost:7001/remoteEntry.js' }] };

/** A built tree: a shell with a page, hashed and unhashed files, a remote, and the deployment files. */
function writeTree({ environment = 'local' } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-nginx-test-'));
  // nginx's workers run as nobody when the tests run as root.
  fs.chmodSync(dir, 0o755);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('shell/index.html', `<!doctype html><title>shell</title><style>body{margin:0}</style>${'<p>shell page</p>'.repeat(30)}`);
  write('shell/main.0123456789.js', 'console.log("hashed shell code");\n'.repeat(200));
  // As the production build writes them: the same text, brotli 11 and gzip -9.
  write('shell/main.0123456789.js.br', zlib.brotliCompressSync('console.log("hashed shell code");\n'.repeat(200)));
  write('shell/main.0123456789.js.gz', zlib.gzipSync('console.log("hashed shell code");\n'.repeat(200), { level: 9 }));
  // Precompressed bodies that say which file was sent.
  write('shell/precompressed.0123456789.js', 'console.log("the file");\n'.repeat(50));
  write('shell/precompressed.0123456789.js.br', zlib.brotliCompressSync('console.log("the .br");\n'));
  write('shell/precompressed.0123456789.js.gz', zlib.gzipSync('console.log("the .gz");\n'));
  write('shell/main.0123456789.css', 'body { color: black; }\n'.repeat(100));
  write('shell/mf-manifest.json', JSON.stringify({ name: 'shell', padding: 'x'.repeat(400) }));
  write('shell/site.webmanifest', '{"name":"Maple Rewards"}');
  write('shell/favicon.png', 'not really a png');
  write('shell/intl-warm-up.js', 'close(); // a worker');
  write('remote/remoteEntry.js', 'var rewards = "entry";\n'.repeat(100));
  write('remote/470.863dbbc146.js', 'console.log("remote chunk");\n'.repeat(100));
  // A remote's releases, served under /releases/ from a folder beside its build.
  write('releases/1.1.0/remoteEntry.js', 'var rewards = "release 1.1.0";\n'.repeat(100));
  write('releases/1.1.0/512.0a1b2c3d4e.js', 'console.log("release chunk");\n'.repeat(100));
  // A page the compose step served as HTML (a landing page), beside the deployment files.
  write('deployment/pages/fr/recyclage/index.html', `<!doctype html><title>Recyclage</title>${'<p>served recycling page</p>'.repeat(20)}`);
  write('deployment/config.json', JSON.stringify({ ...config, environment }));
  write('deployment/composition.json', JSON.stringify(composition));
  const files = {
    '/config.json': path.join(dir, 'deployment/config.json'),
    '/composition.json': path.join(dir, 'deployment/composition.json'),
  };
  return {
    dir,
    shell: { root: path.join(dir, 'shell'), files, spaFallback: true, pages: path.join(dir, 'deployment/pages') },
    remote: { root: path.join(dir, 'remote'), folders: { '/releases/': path.join(dir, 'releases') } },
  };
}

describe('the nginx configuration', () => {
  const tree = writeTree();
  after(() => fs.rmSync(tree.dir, { recursive: true, force: true }));
  /** The generated files, joined: what the committed configuration includes. */
  const render = (options = {}) =>
    Object.values(
      createNginxConfig({
        sites: [{ ...tree.shell, port: 7000 }],
        nginx: { version: '1.22.1', brotliModule: null },
        ...options,
      }),
    ).join('\n');
  const committed = (name) => fs.readFileSync(path.join(committedConfigDir, name), 'utf8');

  it("tells a path with an extension from one without as Node's path.extname does", () => {
    const hasExtension = new RegExp(/# A path whose last segment[\s\S]*?location ~ "([^"]+)"/.exec(committed('static-site.conf'))[1]);
    for (const uri of ['/', '/fr/recompenses/', '/a.js', '/foo.bar/', '/.hidden', '/a.', '/x/.b.c', '/evil.example/x', '/auth/callback']) {
      assert.equal(hasExtension.test(uri), path.extname(uri) !== '', uri);
    }
  });

  it('compresses on the fly the types of the extensions the build precompresses', () => {
    const types = new Map(
      [...committed('nginx.conf').matchAll(/^ {4}([a-z+/.-]+) ([a-z ]+);$/gm)].flatMap(([, mime, extensions]) =>
        extensions.split(' ').map((extension) => [`.${extension}`, mime]),
      ),
    );
    const gzipTypes = /gzip_types ([^;]+);/.exec(committed('nginx.conf'))[1].split(' ');
    // text/html is always compressed; nginx refuses to be told so.
    const wanted = [...new Set(compressibleExtensions.map((extension) => types.get(extension)))].filter((type) => type !== 'text/html');
    assert.deepEqual([...gzipTypes].sort(), wanted.sort());
  });

  it('loads the brotli filter only when the module is installed', () => {
    assert.doesNotMatch(render(), /brotli/);
    const withBrotli = render({ nginx: { version: '1.22.1', brotliModule: '/usr/lib/nginx/modules/brotli.so' } });
    assert.match(withBrotli, /^load_module "\/usr\/lib\/nginx\/modules\/brotli.so";/m);
    assert.match(withBrotli, /brotli on;/);
    assert.match(withBrotli, /brotli_types text\/javascript application\/json/);
  });

  it("sends the build's precompressed files with the modules the installed nginx has", () => {
    assert.doesNotMatch(render(), /_static/);
    const withStatic = render({
      nginx: { version: '1.22.1', brotliModule: null, gzipStatic: true, brotliStaticModule: '/usr/lib/nginx/modules/brotli-static.so' },
    });
    assert.match(withStatic, /^load_module "\/usr\/lib\/nginx\/modules\/brotli-static.so";/m);
    assert.match(withStatic, /^gzip_static on;$/m);
    assert.match(withStatic, /^brotli_static on;$/m);
  });

  it('sends the .gz files unless that would keep the brotli filter from answering a browser that accepts brotli', () => {
    assert.equal(sendsPrecompressedGzip({ gzipStatic: true, brotliModule: null, brotliStaticModule: null }), true);
    assert.equal(sendsPrecompressedGzip({ gzipStatic: true, brotliModule: '/filter.so', brotliStaticModule: '/static.so' }), true);
    assert.equal(sendsPrecompressedGzip({ gzipStatic: true, brotliModule: '/filter.so', brotliStaticModule: null }), false);
    assert.equal(sendsPrecompressedGzip({ gzipStatic: false, brotliModule: null, brotliStaticModule: null }), false);
  });

  it('speaks HTTP/2 only on TLS listeners, in the syntax of the installed nginx', () => {
    assert.match(render(), /listen 127\.0\.0\.1:7000;/);
    assert.doesNotMatch(render(), /http2/);
    const tls = { certificate: '/certs/site.pem', key: '/certs/site.key' };
    assert.match(render({ tls }), /listen 127\.0\.0\.1:7000 ssl http2;/);
    assert.match(render({ tls, nginx: { version: '1.26.0', brotliModule: null } }), /listen 127\.0\.0\.1:7000 ssl;\n\s*http2 on;/);
  });

  it("puts the policy built from the composition's origins on the shell's page", () => {
    const page = /location = \/index\.html \{([\s\S]*?)\n {2}\}/.exec(render())?.[1] ?? '';
    assert.match(page, /Content-Security-Policy "default-src 'self'; script-src 'self' http:\/\/localhost:7001;/);
    assert.match(page, /connect-src 'self' http:\/\/localhost:7001 http:\/\/localhost:7010 http:\/\/localhost:7011;/);
    assert.match(page, /'sha256-[^']+'/);
    assert.match(page, /X-Frame-Options "DENY"/);
  });

  it('fronts only the services config.json puts on this machine', () => {
    assert.deepEqual(localServicePorts(config), [7010, 7011]);
    assert.deepEqual(
      localServicePorts({
        apiBaseUrl: 'https://api.example.com/v1/',
        geoEndpoint: 'https://geo.example.com/',
        identity: { issuer: 'http://127.0.0.1:9011' },
      }),
      [9011],
    );
  });

  it('compares versions part by part', () => {
    assert.equal(versionAtLeast('1.22.1', '1.25.1'), false);
    assert.equal(versionAtLeast('1.25.1', '1.25.1'), true);
    assert.equal(versionAtLeast('1.100.0', '1.25.1'), true);
  });
});

/**
 * Serves a tree's shell and remote with nginx on free ports, for a describe block: fills
 * `origins` before its tests, and stops nginx and removes the tree after them.
 */
function serveTreeWithNginx(tree, origins) {
  let server;
  before(async () => {
    const features = ensureNginx({ log: () => {} });
    const [shellPort, remotePort] = await Promise.all([freePort(), freePort()]);
    Object.assign(origins, { features, shell: `http://127.0.0.1:${shellPort}`, remote: `http://127.0.0.1:${remotePort}` });
    const prefix = path.join(tree.dir, 'nginx');
    fs.mkdirSync(prefix);
    const sites = [
      { ...tree.shell, port: shellPort },
      { ...tree.remote, port: remotePort },
    ];
    const configFile = writeNginxConfig({ prefix, sites, nginx: features });
    server = await startNginx({ binary: features.binary, prefix, configFile });
  });
  after(async () => {
    await server?.stop();
    fs.rmSync(tree.dir, { recursive: true, force: true });
  });
}

describe('nginx serving a built tree', () => {
  const nginx = {};
  serveTreeWithNginx(writeTree(), nginx);

  /** What a response says a person or a browser relies on: status, type, caching, policy; the body of a success. */
  async function answer(base, uri, init = {}) {
    const response = await fetch(`${base}${uri}`, { redirect: 'manual', ...init });
    const body = response.status === 200 && init.method !== 'HEAD' ? await response.text() : null;
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      policy: /frame-ancestors 'none'/.test(response.headers.get('content-security-policy') ?? ''),
      headers: response.headers,
      body,
    };
  }

  const js = 'text/javascript; charset=utf-8';
  const json = 'application/json; charset=utf-8';
  const html = 'text/html; charset=utf-8';
  const text = 'text/plain; charset=utf-8';
  const immutable = 'public, max-age=31536000, immutable';
  const revalidate = 'no-cache';
  // [uri, status, Content-Type, Cache-Control, carries the page's policy, a text of the body]
  const shellAnswers = [
    ['/', 200, html, revalidate, true, 'shell page'],
    ['/index.html', 200, html, revalidate, true, 'shell page'],
    ['/fr/recompenses/', 200, html, revalidate, true, 'shell page'],
    ['/fr/recyclage/', 200, html, revalidate, true, 'served recycling page'],
    ['/fr/recyclage', 200, html, revalidate, true, 'served recycling page'],
    ['/fr/recyclage/index.html', 404, text, revalidate, false, null],
    ['/auth/callback?code=1&state=2', 200, html, revalidate, true, 'shell page'],
    ['//evil.example/x', 200, html, revalidate, true, 'shell page'],
    ['/main.0123456789.js', 200, js, immutable, false, 'hashed shell code'],
    ['/main.0123456789.css', 200, 'text/css; charset=utf-8', immutable, false, 'color: black'],
    ['/mf-manifest.json', 200, json, revalidate, false, '"name":"shell"'],
    ['/site.webmanifest', 200, 'application/manifest+json; charset=utf-8', revalidate, false, 'Maple Rewards'],
    ['/favicon.png', 200, 'image/png', revalidate, false, 'not really a png'],
    ['/intl-warm-up.js', 200, js, revalidate, false, 'a worker'],
    ['/config.json', 200, json, revalidate, false, '"environment":"local"'],
    ['/composition.json', 200, json, revalidate, false, '"remotes"'],
    ['/missing.txt', 404, text, revalidate, false, null],
    ['/foo.bar/', 404, text, revalidate, false, null],
    ['/missing.0123456789.js', 404, text, revalidate, false, null],
  ];
  const remoteAnswers = [
    ['/remoteEntry.js', 200, js, revalidate, false, 'var rewards = "entry"'],
    ['/470.863dbbc146.js', 200, js, immutable, false, 'remote chunk'],
    ['/rewards/all/', 404, text, revalidate, false, null],
    ['/index.html', 404, text, revalidate, false, null],
    ['/releases/1.1.0/remoteEntry.js', 200, js, revalidate, false, 'release 1.1.0'],
    ['/releases/1.1.0/512.0a1b2c3d4e.js', 200, js, immutable, false, 'release chunk'],
    ['/releases/1.1.0/', 404, text, revalidate, false, null],
    ['/releases/1.1.0', 404, text, revalidate, false, null],
    ['/releases/1.1.0/missing.js', 404, text, revalidate, false, null],
    ['/releases/2.0.0/remoteEntry.js', 404, text, revalidate, false, null],
  ];
  for (const [origin, answers] of [
    ['shell', shellAnswers],
    ['remote', remoteAnswers],
  ]) {
    for (const [uri, status, type, cache, policy, excerpt] of answers) {
      it(`answers ${uri} on the ${origin}'s origin with ${status}, ${type}, ${cache}${policy ? ' and the policy' : ''}`, async () => {
        const got = await answer(nginx[origin], uri);
        assert.deepEqual({ status: got.status, type: got.type, cache: got.cache, policy: got.policy }, { status, type, cache, policy });
        if (excerpt) assert.ok(got.body.includes(excerpt), `${uri}: ${got.body.slice(0, 80)}`);
        // Every answer, a 404 included: any origin may load it, and the base security headers.
        assert.equal(got.headers.get('access-control-allow-origin'), '*');
        assert.equal(got.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(got.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
        assert.equal(got.headers.get('cross-origin-opener-policy'), 'same-origin');
        assert.match(got.headers.get('permissions-policy') ?? '', /camera=\(\)/);
        // Not a production environment: no HSTS.
        assert.equal(got.headers.get('strict-transport-security'), null);
      });
    }
  }

  it("gives the shell's page no framing and a policy naming the remotes and services of the deployment", async () => {
    const page = await answer(nginx.shell, '/fr/recompenses/');
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.match(page.headers.get('content-security-policy'), /script-src 'self' http:\/\/localhost:7001;/);
    assert.match(
      page.headers.get('content-security-policy'),
      /connect-src 'self' http:\/\/localhost:7001 http:\/\/localhost:7010 http:\/\/localhost:7011;/,
    );
  });

  it('answers a CORS preflight with the methods it allows, and HEAD with the headers of GET', async () => {
    const preflight = await answer(nginx.shell, '/index.html', { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET, HEAD');
    assert.equal(preflight.headers.get('access-control-allow-headers'), '*');
    const head = await answer(nginx.shell, '/index.html', { method: 'HEAD' });
    const get = await answer(nginx.shell, '/index.html');
    assert.deepEqual({ ...head, headers: null, body: null }, { ...get, headers: null, body: null });
    assert.equal(head.headers.get('content-security-policy'), get.headers.get('content-security-policy'));
  });

  it('refuses other methods with 405 and says which it allows', async () => {
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const refused = await answer(nginx.shell, '/index.html', { method });
      assert.equal(refused.status, 405, method);
      assert.equal(refused.headers.get('allow'), 'GET, HEAD', method);
      assert.equal(refused.headers.get('access-control-allow-origin'), '*', method);
    }
  });

  it('refuses a path that climbs out of the folder', async () => {
    const response = await fetch(`${nginx.shell}/..%2f..%2fetc%2fpasswd`);
    assert.ok([400, 404].includes(response.status), String(response.status));
  });

  it('compresses with gzip, and with brotli when the module is installed', async () => {
    const encodingFor = async (acceptEncoding) =>
      (await fetch(`${nginx.shell}/main.0123456789.js`, { headers: { 'Accept-Encoding': acceptEncoding } })).headers.get(
        'content-encoding',
      );
    assert.equal(await encodingFor('gzip'), 'gzip');
    assert.equal(await encodingFor('gzip, br'), nginx.features.brotliModule ? 'br' : 'gzip');
    assert.equal(await encodingFor('identity'), null);
    const page = await fetch(`${nginx.shell}/fr/`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(page.headers.get('vary'), 'Accept-Encoding');
  });

  it("sends the build's .br and .gz files, as far as the installed modules allow", async () => {
    const sent = async (acceptEncoding) => {
      const response = await fetch(`${nginx.shell}/precompressed.0123456789.js`, { headers: { 'Accept-Encoding': acceptEncoding } });
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    };
    if (sendsPrecompressedGzip(nginx.features))
      assert.deepEqual(await sent('gzip'), { encoding: 'gzip', text: 'console.log("the .gz");\n' });
    if (nginx.features.brotliStaticModule) assert.deepEqual(await sent('gzip, br'), { encoding: 'br', text: 'console.log("the .br");\n' });
    assert.deepEqual(await sent('identity'), { encoding: null, text: 'console.log("the file");\n'.repeat(50) });
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await fetch(`${nginx.remote}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'identity' } });
    const again = await fetch(`${nginx.remote}/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': first.headers.get('etag') },
    });
    assert.equal(again.status, 304);
  });
});

describe('nginx in production', () => {
  const origins = {};
  serveTreeWithNginx(writeTree({ environment: 'production' }), origins);

  it('tells browsers to come back over HTTPS only, on every origin and every answer', async () => {
    for (const url of [`${origins.shell}/`, `${origins.shell}/missing.txt`, `${origins.remote}/remoteEntry.js`]) {
      const response = await fetch(url);
      assert.equal(response.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains', url);
    }
    const page = await fetch(`${origins.shell}/`);
    assert.match(page.headers.get('content-security-policy') ?? '', /upgrade-insecure-requests/);
  });
});

describe('nginx with TLS', () => {
  const tree = writeTree();
  let server;
  let port;

  before(async () => {
    const features = ensureNginx({ log: () => {} });
    port = await freePort();
    const prefix = path.join(tree.dir, 'nginx');
    fs.mkdirSync(prefix);
    const tls = { certificate: path.join(prefix, 'site.pem'), key: path.join(prefix, 'site.key') };
    // A throwaway self-signed certificate for localhost.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        tls.key,
        '-out',
        tls.certificate,
      ],
      {
        stdio: 'ignore',
      },
    );
    const configFile = writeNginxConfig({ prefix, sites: [{ ...tree.shell, port }], nginx: features, tls });
    server = await startNginx({ binary: features.binary, prefix, configFile });
  });

  after(async () => {
    await server?.stop();
    fs.rmSync(tree.dir, { recursive: true, force: true });
  });

  it('negotiates HTTP/2 and serves the page with its policy', async () => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    try {
      const headers = await new Promise((resolve, reject) => {
        const request = session.request({ ':path': '/fr/' });
        request.on('response', resolve).on('error', reject);
        request.resume();
      });
      assert.equal(session.alpnProtocol, 'h2');
      assert.equal(headers[':status'], 200);
      assert.match(String(headers['content-security-policy']), /frame-ancestors 'none'/);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients', async () => {
    const status = await new Promise((resolve, reject) => {
      https
        .get(`https://127.0.0.1:${port}/`, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    assert.equal(status, 200);
  });
});
