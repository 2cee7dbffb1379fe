import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { ensureNginx } from '../../lib/ensure-nginx.mjs';
import { createStaticServer, listen } from '../static-server.mjs';
import { HAS_EXTENSION, createNginxConfig, sendsPrecompressedGzip, versionAtLeast } from './nginx-config.mjs';
import { localServicePorts, startNginx } from './nginx-site.mjs';

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
function writeTree() {
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
  write('remote/remoteEntry.js', 'var rewards = "entry";\n'.repeat(100));
  write('remote/470.863dbbc146.js', 'console.log("remote chunk");\n'.repeat(100));
  // A remote's releases, served under /releases/ from a folder beside its build.
  write('releases/1.1.0/remoteEntry.js', 'var rewards = "release 1.1.0";\n'.repeat(100));
  write('releases/1.1.0/512.0a1b2c3d4e.js', 'console.log("release chunk");\n'.repeat(100));
  write('deployment/config.json', JSON.stringify(config));
  write('deployment/composition.json', JSON.stringify(composition));
  const files = {
    '/config.json': path.join(dir, 'deployment/config.json'),
    '/composition.json': path.join(dir, 'deployment/composition.json'),
  };
  return {
    dir,
    shell: { root: path.join(dir, 'shell'), files, spaFallback: true },
    remote: { root: path.join(dir, 'remote'), folders: { '/releases/': path.join(dir, 'releases') } },
  };
}

describe('the nginx configuration', () => {
  const tree = writeTree();
  after(() => fs.rmSync(tree.dir, { recursive: true, force: true }));
  const render = (options = {}) =>
    createNginxConfig({
      prefix: '/tmp/prefix',
      sites: [{ ...tree.shell, port: 7000 }],
      nginx: { version: '1.22.1', brotliModule: null },
      ...options,
    });

  it('tells a path with an extension from one without exactly as Node does', () => {
    for (const uri of ['/', '/fr/recompenses/', '/a.js', '/foo.bar/', '/.hidden', '/a.', '/x/.b.c', '/evil.example/x', '/auth/callback']) {
      assert.equal(HAS_EXTENSION.test(uri), path.extname(uri) !== '', uri);
    }
  });

  it('loads the brotli filter only when the module is installed', () => {
    assert.doesNotMatch(render(), /brotli/);
    const withBrotli = render({ nginx: { version: '1.22.1', brotliModule: '/usr/lib/nginx/modules/brotli.so' } });
    assert.match(withBrotli, /^load_module "\/usr\/lib\/nginx\/modules\/brotli.so";/m);
    assert.match(withBrotli, /brotli on;/);
    assert.match(withBrotli, /gzip on;/);
  });

  it("sends the build's precompressed files with the modules the installed nginx has", () => {
    assert.doesNotMatch(render(), /_static/);
    const withStatic = render({
      nginx: { version: '1.22.1', brotliModule: null, gzipStatic: true, brotliStaticModule: '/usr/lib/nginx/modules/brotli-static.so' },
    });
    assert.match(withStatic, /^load_module "\/usr\/lib\/nginx\/modules\/brotli-static.so";/m);
    assert.match(withStatic, /^ {2}gzip_static on;$/m);
    assert.match(withStatic, /^ {2}brotli_static on;$/m);
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
    const page = /location = \/index\.html \{([\s\S]*?)\n {4}\}/.exec(render())?.[1] ?? '';
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

describe('nginx and the Node static server, side by side on one tree', () => {
  const tree = writeTree();
  const node = {};
  const nginx = {};
  let server;
  let features;
  const servers = [];

  before(async () => {
    features = ensureNginx({ log: () => {} });
    const [shellNode, remoteNode, shellNginx, remoteNginx] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    servers.push(await listen(createStaticServer(tree.shell), shellNode), await listen(createStaticServer(tree.remote), remoteNode));
    Object.assign(node, { shell: `http://127.0.0.1:${shellNode}`, remote: `http://127.0.0.1:${remoteNode}` });
    Object.assign(nginx, { shell: `http://127.0.0.1:${shellNginx}`, remote: `http://127.0.0.1:${remoteNginx}` });
    const prefix = path.join(tree.dir, 'nginx');
    fs.mkdirSync(prefix);
    const configFile = path.join(prefix, 'nginx.conf');
    const sites = [
      { ...tree.shell, port: shellNginx },
      { ...tree.remote, port: remoteNginx },
    ];
    fs.writeFileSync(configFile, createNginxConfig({ prefix, sites, nginx: features }));
    server = await startNginx({ binary: features.binary, prefix, configFile, probe: { host: '127.0.0.1', port: shellNginx } });
  });

  after(async () => {
    await server?.stop();
    await Promise.all(servers.map((each) => new Promise((resolve) => each.close(resolve))));
    fs.rmSync(tree.dir, { recursive: true, force: true });
  });

  const compared = [
    'content-type',
    'cache-control',
    'content-security-policy',
    'x-frame-options',
    'access-control-allow-origin',
    'access-control-allow-methods',
    'access-control-allow-headers',
    'allow',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'strict-transport-security',
  ];

  /** What a response says, for the headers both servers must agree on; the body for a success. */
  async function answer(base, uri, init = {}) {
    const response = await fetch(`${base}${uri}`, { redirect: 'manual', ...init });
    const headers = Object.fromEntries(compared.map((name) => [name, response.headers.get(name)]));
    const body = response.status === 200 && init.method !== 'HEAD' ? await response.text() : null;
    return { status: response.status, headers, body };
  }

  const shellRequests = [
    '/',
    '/index.html',
    '/fr/recompenses/',
    '/auth/callback?code=1&state=2',
    '//evil.example/x',
    '/main.0123456789.js',
    '/main.0123456789.css',
    '/mf-manifest.json',
    '/site.webmanifest',
    '/favicon.png',
    '/config.json',
    '/composition.json',
    '/missing.txt',
    '/foo.bar/',
  ];

  for (const uri of shellRequests) {
    it(`answers ${uri} on the shell's origin as Node does`, async () => {
      assert.deepEqual(await answer(nginx.shell, uri), await answer(node.shell, uri));
    });
  }

  const remoteRequests = [
    '/remoteEntry.js',
    '/470.863dbbc146.js',
    '/rewards/all/',
    '/index.html',
    '/releases/1.1.0/remoteEntry.js',
    '/releases/1.1.0/512.0a1b2c3d4e.js',
    '/releases/1.1.0/',
    '/releases/1.1.0/missing.js',
    '/releases/1.1.0/../../remote/remoteEntry.js',
    '/releases/2.0.0/remoteEntry.js',
  ];
  for (const uri of remoteRequests) {
    it(`answers ${uri} on a remote's origin as Node does`, async () => {
      assert.deepEqual(await answer(nginx.remote, uri), await answer(node.remote, uri));
    });
  }

  it("serves a remote's releases from their folder, a hashed name cached for a year", async () => {
    const entry = await answer(nginx.remote, '/releases/1.1.0/remoteEntry.js');
    assert.equal(entry.status, 200);
    assert.match(entry.body, /release 1\.1\.0/);
    const chunk = await answer(nginx.remote, '/releases/1.1.0/512.0a1b2c3d4e.js');
    assert.match(chunk.headers['cache-control'], /immutable/);
  });

  it('never caches a 404, not even of a hashed name', async () => {
    const missing = await answer(nginx.shell, '/missing.0123456789.js');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], 'no-cache');
    assert.deepEqual(missing, await answer(node.shell, '/missing.0123456789.js'));
  });

  it('answers a CORS preflight and HEAD as Node does', async () => {
    for (const method of ['OPTIONS', 'HEAD']) {
      const [fromNginx, fromNode] = await Promise.all([
        answer(nginx.shell, '/index.html', { method }),
        answer(node.shell, '/index.html', { method }),
      ]);
      assert.deepEqual(fromNginx, fromNode, method);
    }
  });

  it('refuses other methods with 405 and the methods it allows, as Node does (with its own short error page)', async () => {
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const [fromNginx, fromNode] = await Promise.all([
        answer(nginx.shell, '/index.html', { method }),
        answer(node.shell, '/index.html', { method }),
      ]);
      assert.equal(fromNginx.status, 405);
      assert.deepEqual({ ...fromNginx.headers, 'content-type': null }, fromNode.headers, method);
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
    assert.equal(await encodingFor('gzip, br'), features.brotliModule ? 'br' : 'gzip');
    assert.equal(await encodingFor('identity'), null);
    const page = await fetch(`${nginx.shell}/fr/`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(page.headers.get('vary'), 'Accept-Encoding');
  });

  it("sends the build's .br and .gz files as Node does, as far as the installed modules allow", async () => {
    const sent = async (base, acceptEncoding) => {
      const response = await fetch(`${base}/precompressed.0123456789.js`, { headers: { 'Accept-Encoding': acceptEncoding } });
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    };
    if (sendsPrecompressedGzip(features)) {
      assert.deepEqual(await sent(nginx.shell, 'gzip'), { encoding: 'gzip', text: 'console.log("the .gz");\n' });
      assert.deepEqual(await sent(nginx.shell, 'gzip'), await sent(node.shell, 'gzip'));
    }
    if (features.brotliStaticModule) assert.deepEqual(await sent(nginx.shell, 'gzip, br'), await sent(node.shell, 'gzip, br'));
    assert.deepEqual(await sent(nginx.shell, 'identity'), await sent(node.shell, 'identity'));
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await fetch(`${nginx.remote}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'identity' } });
    const again = await fetch(`${nginx.remote}/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': first.headers.get('etag') },
    });
    assert.equal(again.status, 304);
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
    const configFile = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(configFile, createNginxConfig({ prefix, sites: [{ ...tree.shell, port }], nginx: features, tls }));
    server = await startNginx({ binary: features.binary, prefix, configFile, probe: { host: '127.0.0.1', port } });
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
