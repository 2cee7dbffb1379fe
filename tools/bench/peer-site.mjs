// The reference build the bench measures in the same run as our pages (../shared/peers/README.md):
// single-spa's React example, served by the peers' own server (brotli 9, gzip -9 fallback), so
// each of our timings can be read as a ratio to the peer's from the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The peer's files beside the repository (`<repo>/../shared/peers`): its server, its site and
 * the page the server falls back to; `missing` says what is not there instead.
 */
export function findPeer(repoRoot, exists = fs.existsSync) {
  const peers = path.resolve(repoRoot, '..', 'shared', 'peers');
  const files = {
    server: path.join(peers, 'serve-peer.mjs'),
    site: path.join(peers, 'react-microfrontends', 'site'),
    fallback: path.join(peers, 'react-microfrontends', 'site', 'index.html'),
  };
  const absent = Object.values(files).find((file) => !exists(file));
  return absent ? { missing: `${absent} is missing` } : files;
}

/** The command line of the peers' README: `node serve-peer.mjs PORT /=SITE --fallback SITE/index.html`. */
export function peerServerArgs(peer, port) {
  return [peer.server, String(port), `/=${peer.site}`, '--fallback', peer.fallback];
}

/** The line of a crashed server's output that says why: its error's line, else its last line. */
export function failureReason(stderr) {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.at(-1) ?? '';
}

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
async function answering(url, timeoutMs, exited) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the peer's server stopped: ${exited()}`);
    try {
      // Another server on the port would answer too: the peer's must still be running.
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok && !exited()) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the peer's server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Starts the peer's server on `port`; resolves to its URL and a way to stop it. */
export async function startPeer(peer, port) {
  const child = spawn(process.execPath, peerServerArgs(peer, port), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let exit = null;
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('exit', (code, signal) => (exit = `${signal ?? `code ${code}`} ${failureReason(stderr)}`.trim()));
  const url = `http://localhost:${port}/`;
  const close = () =>
    new Promise((resolve) => {
      if (exit !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  try {
    await answering(url, 10_000, () => exit);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, site: peer.site, close };
}
