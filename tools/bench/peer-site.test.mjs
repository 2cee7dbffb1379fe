import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { failureReason, findPeer, peerServerArgs, startPeer } from './peer-site.mjs';

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

describe('findPeer', () => {
  it('looks for the peer in the shared folder beside the repository', () => {
    const peer = findPeer('/work/repo', () => true);
    assert.deepEqual(peer, {
      server: path.normalize('/work/shared/peers/serve-peer.mjs'),
      site: path.normalize('/work/shared/peers/react-microfrontends/site'),
      fallback: path.normalize('/work/shared/peers/react-microfrontends/site/index.html'),
    });
  });

  it('says which file is missing instead of failing', () => {
    const peer = findPeer('/work/repo', (file) => !file.endsWith('site'));
    assert.deepEqual(peer, { missing: `${path.normalize('/work/shared/peers/react-microfrontends/site')} is missing` });
  });
});

describe('peerServerArgs', () => {
  it('is the command line of the peers’ README on the port given', () => {
    const peer = findPeer('/work/repo', () => true);
    assert.deepEqual(peerServerArgs(peer, 5300), [
      '/work/shared/peers/serve-peer.mjs',
      '5300',
      '/=/work/shared/peers/react-microfrontends/site',
      '--fallback',
      '/work/shared/peers/react-microfrontends/site/index.html',
    ]);
  });
});

describe('failureReason', () => {
  it('picks the error line out of a crash, else the last line', () => {
    const crash = [
      'node:events:502',
      '      throw er; // Unhandled error event',
      '      ^',
      '',
      'Error: listen EADDRINUSE: address already in use :::5281',
      '    at Server.setupListenHandle [as _listen2] (node:net:1908:16)',
    ].join('\n');
    assert.equal(failureReason(crash), 'Error: listen EADDRINUSE: address already in use :::5281');
    assert.equal(failureReason('no such site\n'), 'no such site');
    assert.equal(failureReason(''), '');
  });
});

describe('startPeer', () => {
  /** A peer whose "server" is the script given, in a folder of its own. */
  function fakePeer(script) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-peer-'));
    fs.writeFileSync(path.join(dir, 'serve-peer.mjs'), script);
    return { dir, peer: { server: path.join(dir, 'serve-peer.mjs'), site: dir, fallback: path.join(dir, 'index.html') } };
  }

  it('resolves once the server answers, and stops it', async () => {
    const { dir, peer } = fakePeer(
      "import http from 'node:http'; http.createServer((q, s) => s.end('peer')).listen(Number(process.argv[2]), '127.0.0.1');",
    );
    const port = await freePort();
    const started = await startPeer(peer, port);
    try {
      assert.equal(await (await fetch(started.url)).text(), 'peer');
    } finally {
      await started.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    await assert.rejects(fetch(started.url));
  });

  it('says so when the server stops before answering', async () => {
    const { dir, peer } = fakePeer("console.error('no such site'); process.exit(3);");
    await assert.rejects(startPeer(peer, await freePort()), /the peer's server stopped: code 3 no such site/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
