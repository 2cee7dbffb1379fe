// A composed site served by nginx: its nginx.conf written into a work folder (the prefix) and
// nginx run in the foreground on it (never the system's nginx). `npm start`, `npm run dev`, the
// e2e suite, the bench and `npm run serve:prod` all serve the site this way.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx } from '../../lib/ensure-nginx.mjs';
import { siteOrigins } from '../site-origins.mjs';
import { writeNginxConfig } from './nginx-config.mjs';

/** @typedef {Parameters<typeof import('./nginx-config.mjs').createNginxConfig>[0]} NginxConfigOptions */

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The ports of the services config.json names on this machine (API, geo endpoint, identity
 * provider), for nginx to front. Services at other hosts are none of this server's business.
 */
export function localServicePorts(config) {
  const ports = [config.apiBaseUrl, config.geoEndpoint, config.identity.issuer]
    .map((url) => new URL(url))
    .filter((url) => LOOPBACK.test(url.hostname) && url.port)
    .map((url) => Number(url.port));
  return [...new Set(ports)];
}

/**
 * Writes the configuration serving the site composed in `files` for `port` on `host` into `prefix`.
 * `skip` leaves apps out (a dev server serves them). With `servicesUpstream` (a host), nginx
 * also listens on the services' ports and passes their requests to the same ports on that host.
 * @param {{ port: number, host: string, prefix: string, files: Record<string, string>, skip?: string[],
 *   nginx: NginxConfigOptions['nginx'], servicesUpstream?: string | null,
 *   tls?: { certificate: string, key: string } | null }} options
 */
export function writeNginxSite({ port, host, prefix, files, skip = [], nginx, servicesUpstream = null, tls = null }) {
  fs.mkdirSync(prefix, { recursive: true });
  // nginx's workers run as nobody when it is started as root: they read the site from here.
  fs.chmodSync(prefix, 0o755);
  const config = JSON.parse(fs.readFileSync(files['/config.json'], 'utf8'));
  const proxies = servicesUpstream
    ? localServicePorts(config).map((servicePort) => ({ port: servicePort, upstream: `http://${servicesUpstream}:${servicePort}` }))
    : [];
  const configFile = writeNginxConfig({ prefix, host, sites: siteOrigins({ port, files, skip }), proxies, nginx, tls });
  return { configFile, proxies };
}

/** Throws with nginx's own words when it refuses a configuration (`nginx -t`). */
export function checkNginxConfig({ binary, prefix, configFile }) {
  const check = spawnSync(binary, ['-t', '-q', '-p', prefix, '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${configFile}:\n${check.stderr}`);
}

/**
 * Resolves once nginx has written its pid file: it does so after binding every port, so a
 * port already in use ends it (after its own retries) before this resolves.
 */
function waitForPidFile(prefix, pid, timeoutMs) {
  const file = path.join(prefix, 'nginx.pid');
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const written = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
      if (written === String(pid)) resolve();
      else if (Date.now() > deadline) reject(new Error(`nginx did not start within ${timeoutMs} ms`));
      else setTimeout(attempt, 50);
    };
    attempt();
  });
}

/**
 * Checks a configuration (`nginx -t`), then runs nginx in the foreground on it; resolves once
 * it listens on every port of the configuration.
 * @param {{ binary: string, prefix: string, configFile: string }} options
 */
export async function startNginx({ binary, prefix, configFile }) {
  checkNginxConfig({ binary, prefix, configFile });
  const args = ['-p', prefix, '-c', configFile];
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const died = exited.then(({ code, signal }) => {
    throw new Error(`nginx stopped while starting (${signal ?? `code ${code}`}):\n${errors}`);
  });
  try {
    await Promise.race([waitForPidFile(prefix, child.pid, 15_000), died]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  // Stopping later is the caller's to hear, through `exited`.
  died.catch(() => {});
  return {
    exited,
    /** Reads the configuration again; requests in flight finish on the old one. */
    reload: () => child.kill('SIGHUP'),
    /** A graceful stop (SIGQUIT: finish the requests in flight), forced after 5 s. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const force = setTimeout(() => child.kill('SIGTERM'), 5000);
      await exited;
      clearTimeout(force);
    },
  };
}

/**
 * Serves plain folders with nginx from a temporary work folder (the UI kit's gallery, a release
 * published as a CDN would): `sites` as the configuration takes them (./nginx-config.mjs). `stop` stops nginx and
 * removes the work folder.
 * @param {{ sites: NginxConfigOptions['sites'], host?: string, name: string }} options
 */
export async function serveFolders({ sites, host = process.env.HOST ?? '127.0.0.1', name }) {
  const nginx = ensureNginx({ log: () => {} });
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `maple-${name}-`));
  fs.chmodSync(prefix, 0o755);
  const configFile = writeNginxConfig({ prefix, host, sites, nginx });
  const server = await startNginx({ binary: nginx.binary, prefix, configFile }).catch((error) => {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  });
  return {
    exited: server.exited,
    stop: async () => {
      await server.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Keeps a command serving until SIGTERM or SIGINT (then stops nginx), or exits 1 if nginx stops first. */
export function serveUntilSignalled(server) {
  let stopping = false;
  const stop = () => {
    stopping = true;
    void server.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  void server.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`nginx stopped (${signal ?? `code ${code}`})`);
    process.exit(1);
  });
}
