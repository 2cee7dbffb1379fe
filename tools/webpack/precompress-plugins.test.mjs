import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { precompressPlugins, precompressedAsset } = require('./precompress-plugins.cjs');

describe('precompressedAsset', () => {
  it('takes every file a server would compress, but source maps and files already compressed', () => {
    for (const name of [
      'main.0123456789.js',
      'remoteEntry.js',
      'a.css',
      'index.html',
      'mf-manifest.json',
      'site.webmanifest',
      'logo.svg',
    ]) {
      assert.ok(precompressedAsset.test(name), name);
    }
    for (const name of ['main.0123456789.js.map', 'favicon.png', 'main.0123456789.js.br', 'main.0123456789.js.gz']) {
      assert.ok(!precompressedAsset.test(name), name);
    }
  });
});

describe('precompressPlugins in a production build', () => {
  let dir;
  let output;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-precompress-'));
    output = path.join(dir, 'dist');
    // Enough repeated text for brotli's quality levels to differ.
    const words = Array.from({ length: 400 }, (_, index) => `'word ${index} ${(index * 7919) % 1000}'`).join(', ');
    fs.writeFileSync(path.join(dir, 'index.js'), `console.log([${words}].join(' '));\n`);
    await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: './index.js',
          output: { path: output, filename: 'main.[contenthash:10].js' },
          plugins: precompressPlugins(),
        },
        (error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve()),
      ),
    );
  });

  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli quality 11 and gzip -9 beside each file, decoding to the very file', () => {
    const [script] = fs.readdirSync(output).filter((name) => name.endsWith('.js'));
    const raw = fs.readFileSync(path.join(output, script));
    const br = fs.readFileSync(path.join(output, `${script}.br`));
    const gz = fs.readFileSync(path.join(output, `${script}.gz`));
    assert.deepEqual(zlib.brotliDecompressSync(br), raw);
    assert.deepEqual(zlib.gunzipSync(gz), raw);
    assert.equal(br.length, zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    assert.equal(gz.length, zlib.gzipSync(raw, { level: 9 }).length);
  });
});
