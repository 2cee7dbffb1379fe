import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor, createStaticServer, listen, pickEncoding } from './static-server.mjs';

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
    server = createStaticServer({
      root,
      files: { '/composition.json': outside },
      spaFallback: true,
      htmlHeaders: { 'Content-Security-Policy': "style-src 'self'" },
    });
    await listen(server, 0);
    base = `http://localhost:${server.address().port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  it('adds the HTML headers (a Content-Security-Policy) to pages only', async () => {
    const page = await fetch(`${base}/rewards/`);
    assert.equal(page.headers.get('content-security-policy'), "style-src 'self'");
    const script = await fetch(`${base}/main.0123456789.js`);
    assert.equal(script.headers.get('content-security-policy'), null);
  });

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

describe('cacheControlFor and pickEncoding', () => {
  it('treats only content-hashed files as immutable', () => {
    assert.match(cacheControlFor('/dist/470.863dbbc146.js'), /immutable/);
    assert.equal(cacheControlFor('/dist/remoteEntry.js'), 'no-cache');
  });

  it('prefers brotli, then gzip', () => {
    assert.equal(pickEncoding('gzip, deflate, br'), 'br');
    assert.equal(pickEncoding('gzip'), 'gzip');
    assert.equal(pickEncoding(''), 'identity');
  });
});
