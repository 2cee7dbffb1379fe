import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { describeWorkerScript, peerFiles, servedBodyBytes, summarizePageBytes } from './measure-bytes.mjs';

const file = (app, name, served, sharedLibrary = null) => ({
  file: name,
  app,
  served,
  gzip: served + 2_000,
  transferred: served + 500,
  encoding: 'br',
  sharedLibrary,
});

describe('servedBodyBytes', () => {
  it('is what the browser received for a response less its raw headers', () => {
    const headersText = 'HTTP/1.1 200 OK\r\nContent-Encoding: br\r\nContent-Length: 22932\r\n\r\n';
    assert.equal(servedBodyBytes({ received: 22932 + headersText.length, headersText, receivedAtHeaders: 1 }), 22932);
  });

  it('counts the headers as what had arrived when they were parsed, without their raw text', () => {
    assert.equal(servedBodyBytes({ received: 23496, receivedAtHeaders: 564 }), 22932);
  });

  it('is never negative', () => {
    assert.equal(servedBodyBytes({ received: 0, receivedAtHeaders: 300 }), 0);
  });
});

describe('summarizePageBytes', () => {
  const summary = summarizePageBytes({
    scripts: [
      file('shell', 'main.1234abcd.js', 20_000),
      file('shell', 'react-dom.1234abcd.js', 60_000, 'react-dom'),
      file('campaigns', 'remoteEntry.js', 17_000),
      file('campaigns', 'home-page.1234abcd.js', 9_000),
    ],
    stylesheets: [file('shell', 'main.1234abcd.css', 4_000), { ...file('campaigns', 'home.1234abcd.css', 2_000), encoding: 'gzip' }],
    requests: 19,
    reactCopies: 1,
  });

  it('adds up the page’s JS and CSS as served, and as gzip -9 for comparison', () => {
    assert.equal(summary.jsServed, 106_000);
    assert.equal(summary.jsGzip, 114_000);
    assert.equal(summary.jsTransferred, 108_000);
    assert.equal(summary.cssServed, 6_000);
    assert.equal(summary.cssGzip, 10_000);
    assert.equal(summary.requests, 19);
    assert.equal(summary.reactCopies, 1);
  });

  it('counts the encodings the server answered with', () => {
    assert.deepEqual(summary.encodings, { br: 5, gzip: 1 });
  });

  it('counts as the shell’s own code what it serves besides the shared libraries', () => {
    assert.equal(summary.shellOwnJsServed, 20_000);
    assert.equal(summary.shellOwnJsGzip, 22_000);
  });

  it('adds up the images of the first screen, and of the whole page once scrolled to its end', () => {
    const banner = {
      file: 'images/banner-960.webp',
      app: 'campaigns',
      served: 8_000,
      gzip: 8_000,
      transferred: 8_200,
      encoding: 'identity',
    };
    const card = { file: 'media/reward-400.webp', app: 'other', served: 5_000, gzip: 5_000, transferred: 5_200, encoding: 'identity' };
    const withImages = summarizePageBytes({ scripts: [], stylesheets: [], images: [banner], allImages: [banner, card, card], requests: 4 });
    assert.equal(withImages.imageServed, 8_000);
    assert.equal(withImages.allImagesServed, 18_000);
    assert.equal(summary.imageServed, 0);
  });

  it('gives each app what its origin served: on a remote’s page, what that remote adds', () => {
    assert.deepEqual(summary.byApp, {
      shell: { jsServed: 80_000, jsGzip: 84_000, sharedServed: 60_000, sharedGzip: 62_000, files: 2 },
      campaigns: { jsServed: 26_000, jsGzip: 30_000, sharedServed: 0, sharedGzip: 0, files: 2 },
    });
  });
});

describe('peerFiles', () => {
  it('finds a peer’s file in its folder and gives every file to the peer', () => {
    assert.deepEqual(peerFiles('/peers/site')('http://localhost:5300/deps/react.js'), {
      app: 'peer',
      builtFile: path.join('/peers/site', '/deps/react.js'),
      sharedLibrary: null,
    });
  });
});

describe('describeWorkerScript', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-script-'));
  fs.writeFileSync(path.join(folder, 'warm.js'), 'x'.repeat(90));
  fs.writeFileSync(path.join(folder, 'warm.js.br'), 'x'.repeat(60));
  fs.writeFileSync(path.join(folder, 'plain.js'), 'x'.repeat(40));
  const locate = peerFiles(folder);
  after(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('sizes a worker as its brotli file, which the servers send a browser that accepts it', () => {
    const worker = describeWorkerScript('http://localhost:5300/warm.js', locate);
    assert.deepEqual(
      { file: worker.file, app: worker.app, served: worker.served, encoding: worker.encoding },
      { file: 'warm.js', app: 'peer', served: 60, encoding: 'br' },
    );
  });

  it('sizes a worker without a brotli file as the file itself', () => {
    assert.equal(describeWorkerScript('http://localhost:5300/plain.js', locate).served, 40);
  });

  it('counts nothing for a worker that is not a built file', () => {
    assert.equal(describeWorkerScript('http://localhost:5300/missing.js', locate), null);
  });
});
