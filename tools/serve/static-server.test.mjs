import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { cacheControlFor, createStaticServer, listen, pickEncoding, precompressedFile } from './static-server.mjs';

describe('the static server', () => {
  let root;
  let server;
  let base;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-static-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'main.0123456789.js'), 'console.log("hashed");'.repeat(50));
    fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"name":"shell"}');
    const outside = path.join(root, '..', `composition-${path.basename(root)}.json`);
    fs.writeFileSync(outside, '{"version":1}');
    server = createStaticServer({ root, files: { '/composition.json': outside }, spaFallback: true });
    await listen(server, 0);
    base = `http://localhost:${server.address().port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${base}/main.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.ok(Number(response.headers.get('content-length')) < fs.statSync(path.join(root, 'main.0123456789.js')).size);
    // fetch decodes the body; the length header is the compressed size.
    assert.match(await response.text(), /hashed/);
  });

  it('never lets manifests and deployment files be cached', async () => {
    assert.equal((await fetch(`${base}/mf-manifest.json`)).headers.get('cache-control'), 'no-cache');
    const composition = await fetch(`${base}/composition.json`);
    assert.equal(composition.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await composition.json(), { version: 1 });
  });

  it('answers client-side routes with the shell page and missing files with 404', async () => {
    const page = await fetch(`${base}/fr/recompenses/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>shell<\/title>/);
    assert.equal((await fetch(`${base}/missing.0123456789.js`)).status, 404);
  });

  it('refuses to serve files outside its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    assert.ok([400, 404].includes(response.status));
  });

  it('refuses methods other than GET and HEAD', async () => {
    assert.equal((await fetch(`${base}/index.html`, { method: 'POST' })).status, 405);
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await fetch(`${base}/mf-manifest.json`);
    const again = await fetch(`${base}/mf-manifest.json`, { headers: { 'If-None-Match': first.headers.get('etag') } });
    assert.equal(again.status, 304);
  });

  it('lets the remotes be loaded from another origin', async () => {
    assert.equal((await fetch(`${base}/mf-manifest.json`)).headers.get('access-control-allow-origin'), '*');
  });
});

describe('a remote’s releases, served under a prefix', () => {
  let server;
  let base;

  before(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-remote-'));
    fs.writeFileSync(path.join(root, 'remoteEntry.js'), 'workspace build');
    const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-releases-'));
    fs.mkdirSync(path.join(releases, '1.1.0'));
    fs.writeFileSync(path.join(releases, '1.1.0', 'remoteEntry.js'), 'release 1.1.0');
    fs.writeFileSync(path.join(releases, '..', `secret-${path.basename(releases)}.txt`), 'not a release');
    server = createStaticServer({ root, folders: { '/releases/': releases } });
    await listen(server, 0);
    base = `http://localhost:${server.address().port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  it('serves each release beside the workspace build, from its own folder', async () => {
    assert.equal(await (await fetch(`${base}/remoteEntry.js`)).text(), 'workspace build');
    const release = await fetch(`${base}/releases/1.1.0/remoteEntry.js`);
    assert.equal(await release.text(), 'release 1.1.0');
    assert.equal(release.headers.get('cache-control'), 'no-cache');
  });

  it('answers 404 for a release it does not have and for a path out of the releases folder', async () => {
    assert.equal((await fetch(`${base}/releases/9.9.9/remoteEntry.js`)).status, 404);
    assert.equal((await fetch(`${base}/releases/..%2Fsecret.txt`)).status, 404);
  });
});

describe("the build's precompressed files", () => {
  let root;
  let server;
  let base;
  const script = (name) => path.join(root, name);
  const bodyOf = async (name, acceptEncoding) => {
    const response = await fetch(`${base}/${name}`, { headers: { 'Accept-Encoding': acceptEncoding } });
    return { encoding: response.headers.get('content-encoding'), text: await response.text() };
  };

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-precompressed-'));
    // The precompressed bodies say where they come from, so a response shows which file was sent.
    fs.writeFileSync(script('main.0123456789.js'), 'console.log("the file");'.repeat(20));
    fs.writeFileSync(script('main.0123456789.js.br'), zlib.brotliCompressSync('console.log("the .br");'));
    fs.writeFileSync(script('main.0123456789.js.gz'), zlib.gzipSync('console.log("the .gz");'));
    fs.writeFileSync(script('alone.0123456789.js'), 'console.log("no precompressed file");'.repeat(20));
    fs.writeFileSync(script('stale.0123456789.js'), 'console.log("rebuilt");'.repeat(20));
    fs.writeFileSync(script('stale.0123456789.js.br'), zlib.brotliCompressSync('console.log("an earlier build");'));
    const earlier = new Date(Date.now() - 60_000);
    fs.utimesSync(script('stale.0123456789.js.br'), earlier, earlier);
    server = createStaticServer({ root });
    await listen(server, 0);
    base = `http://localhost:${server.address().port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  it('sends the .br or .gz the build wrote beside the file, by what the browser accepts', async () => {
    assert.deepEqual(await bodyOf('main.0123456789.js', 'gzip, deflate, br'), { encoding: 'br', text: 'console.log("the .br");' });
    assert.deepEqual(await bodyOf('main.0123456789.js', 'gzip'), { encoding: 'gzip', text: 'console.log("the .gz");' });
    assert.deepEqual(await bodyOf('main.0123456789.js', 'identity'), { encoding: null, text: 'console.log("the file");'.repeat(20) });
  });

  it('compresses a file itself when the build wrote no precompressed version, or one older than the file', async () => {
    assert.deepEqual(await bodyOf('alone.0123456789.js', 'br'), {
      encoding: 'br',
      text: 'console.log("no precompressed file");'.repeat(20),
    });
    assert.deepEqual(await bodyOf('stale.0123456789.js', 'br'), { encoding: 'br', text: 'console.log("rebuilt");'.repeat(20) });
  });

  it('finds the precompressed file of an encoding, and none for identity', () => {
    assert.equal(precompressedFile(script('main.0123456789.js'), 'br'), `${script('main.0123456789.js')}.br`);
    assert.equal(precompressedFile(script('main.0123456789.js'), 'gzip'), `${script('main.0123456789.js')}.gz`);
    assert.equal(precompressedFile(script('main.0123456789.js'), 'identity'), null);
    assert.equal(precompressedFile(script('alone.0123456789.js'), 'br'), null);
    assert.equal(precompressedFile(script('stale.0123456789.js'), 'br'), null);
  });
});

describe('cacheControlFor and pickEncoding', () => {
  it('treats only content-hashed files as immutable', () => {
    assert.match(cacheControlFor('/dist/470.863dbbc146.js'), /immutable/);
    assert.match(cacheControlFor('/dist/images/recycling-640.1a2b3c4d5e.webp'), /immutable/);
    assert.equal(cacheControlFor('/dist/remoteEntry.js'), 'no-cache');
  });

  it('prefers brotli, then gzip', () => {
    assert.equal(pickEncoding('gzip, deflate, br'), 'br');
    assert.equal(pickEncoding('gzip'), 'gzip');
    assert.equal(pickEncoding(''), 'identity');
  });
});

describe('the security headers', () => {
  let root;
  let server;
  let base;
  const config = {
    environment: 'local',
    apiBaseUrl: 'http://localhost:8090/api/v1/ca/',
    geoEndpoint: 'http://localhost:8090/api/v1/ca/geo',
    identity: { issuer: 'http://localhost:8091' },
  };
  const composition = {
    remotes: [{ entry: 'http://localhost:8081/mf-manifest.json' }, { entry: 'https://cdn.example/po/mf-manifest.json' }],
  };

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-headers-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><style>body{margin:0}</style><title>shell</title>');
    fs.writeFileSync(path.join(root, 'main.0123456789.js'), 'console.log(1)');
    fs.writeFileSync(path.join(root, 'config.json'), JSON.stringify(config));
    fs.writeFileSync(path.join(root, 'composition.json'), JSON.stringify(composition));
    server = createStaticServer({
      root,
      files: { '/config.json': path.join(root, 'config.json'), '/composition.json': path.join(root, 'composition.json') },
      spaFallback: true,
    });
    await listen(server, 0);
    base = `http://127.0.0.1:${server.address().port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  it('gives the page a policy with the remotes and services of the deployment, and no framing', async () => {
    const response = await fetch(`${base}/fr/recompenses/`);
    const policy = response.headers.get('content-security-policy');
    assert.match(policy, /script-src 'self' http:\/\/localhost:8081 https:\/\/cdn\.example;/);
    assert.match(
      policy,
      /connect-src 'self' http:\/\/localhost:8081 https:\/\/cdn\.example http:\/\/localhost:8090 http:\/\/localhost:8091;/,
    );
    assert.match(policy, /frame-ancestors 'none'/);
    assert.match(policy, /style-src 'self' http:\/\/localhost:8081 https:\/\/cdn\.example 'sha256-[\w+/=]+'/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(response.headers.get('permissions-policy'), /camera=\(\)/);
    assert.equal(response.headers.get('strict-transport-security'), null);
  });

  it('sends the basic headers with every file, and HSTS in production', async () => {
    const script = await fetch(`${base}/main.0123456789.js`);
    assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(script.headers.get('content-security-policy'), null);
    fs.writeFileSync(path.join(root, 'config.json'), JSON.stringify({ ...config, environment: 'production' }));
    const page = await fetch(`${base}/`);
    assert.match(page.headers.get('strict-transport-security'), /max-age=\d+/);
    assert.match(page.headers.get('content-security-policy'), /upgrade-insecure-requests/);
  });

  it('listens on this machine only', () => {
    assert.equal(server.address().address, '127.0.0.1');
  });
});
