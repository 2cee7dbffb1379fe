// The production-like site: the built tree composed into a work folder, an nginx.conf written
// for it, and nginx run in the foreground on that folder (never the system's nginx).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { writeDeployment } from '../../compose/compose.mjs';
import { siteOrigins } from '../start-site.mjs';
import { createNginxConfig } from './nginx-config.mjs';

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
 * Composes the site for `port` into `prefix` and writes the nginx.conf serving it on `host`.
 * With `servicesUpstream` (a host), nginx also listens on the services' ports and passes their
 * requests to the same ports on that host (where dev-services already runs).
 * @param {{ port: number, host: string, prefix: string, nginx: Parameters<typeof createNginxConfig>[0]['nginx'],
 *   servicesUpstream?: string | null, tls?: { certificate: string, key: string } | null }} options
 */
export function writeNginxSite({ port, host, prefix, nginx, servicesUpstream = null, tls = null }) {
  fs.mkdirSync(prefix, { recursive: true });
  // nginx's workers run as nobody when it is started as root: they read the deployment from here.
  fs.chmodSync(prefix, 0o755);
  const files = writeDeployment({ port, dir: path.join(prefix, 'deployment') });
  const config = JSON.parse(fs.readFileSync(files['/config.json'], 'utf8'));
  const proxies = servicesUpstream
    ? localServicePorts(config).map((servicePort) => ({ port: servicePort, upstream: `http://${servicesUpstream}:${servicePort}` }))
    : [];
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, createNginxConfig({ prefix, host, sites: siteOrigins({ port, files }), proxies, nginx, tls }));
  return { configFile, files, proxies };
}

/** Resolves once something accepts connections on host:port. */
function waitForPort(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ host, port });
      socket.once('connect', () => (socket.destroy(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing answered on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Checks a configuration (`nginx -t`), then runs nginx in the foreground on it; resolves once
 * `probe` (the shell's address) accepts connections.
 * @param {{ binary: string, prefix: string, configFile: string, probe: { host: string, port: number } }} options
 */
export async function startNginx({ binary, prefix, configFile, probe }) {
  const args = ['-p', prefix, '-c', configFile];
  const check = spawnSync(binary, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${configFile}:\n${check.stderr}`);
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
    await Promise.race([waitForPort(probe.host, probe.port, 15_000), died]);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
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
