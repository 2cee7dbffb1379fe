import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor, createStaticServer, listen, pickEncoding } from './static-server.mjs';

describe('the static server', () => {
  let root;
  let server;
  let base;

  beforeAll(async () => {
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

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${base}/main.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(fs.statSync(path.join(root, 'main.0123456789.js')).size);
    // fetch decodes the body; the length header is the compressed size.
    expect(await response.text()).toContain('hashed');
  });

  it('never lets manifests and deployment files be cached', async () => {
    expect((await fetch(`${base}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    const composition = await fetch(`${base}/composition.json`);
    expect(composition.headers.get('cache-control')).toBe('no-cache');
    expect(await composition.json()).toEqual({ version: 1 });
  });

  it('answers client-side routes with the shell page and missing files with 404', async () => {
    const page = await fetch(`${base}/fr/recompenses/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>shell</title>');
    expect((await fetch(`${base}/missing.0123456789.js`)).status).toBe(404);
  });

  it('refuses to serve files outside its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect([400, 404]).toContain(response.status);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(405);
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await fetch(`${base}/mf-manifest.json`);
    const again = await fetch(`${base}/mf-manifest.json`, { headers: { 'If-None-Match': first.headers.get('etag') } });
    expect(again.status).toBe(304);
  });

  it('lets the remotes be loaded from another origin', async () => {
    expect((await fetch(`${base}/mf-manifest.json`)).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('cacheControlFor and pickEncoding', () => {
  it('treats only content-hashed files as immutable', () => {
    expect(cacheControlFor('/dist/470.863dbbc146.js')).toContain('immutable');
    expect(cacheControlFor('/dist/remoteEntry.js')).toBe('no-cache');
  });

  it('prefers brotli, then gzip', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('')).toBe('identity');
  });
});
