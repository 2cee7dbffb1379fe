// The nginx serving a shell port's site (tools/serve/start-site.mjs), found by what it leaves in
// `.deploy/nginx/<port>/`: its pid file and the options it was started with. Every command that
// composes that port's deployment (compose, release, build) reloads it here, so the site serves
// the new composition's policy; without a running site they do nothing more.
import fs from 'node:fs';
import path from 'node:path';
import { apps, deployDir, deployDirFor, deploymentFilesIn, distDir, shellPort } from '../../lib/apps.mjs';
import { pageHeadersFor } from '../security-headers.mjs';
import { checkNginxConfig, writeNginxSite } from './nginx-site.mjs';

/**
 * The folder nginx runs on for a shell port: its configuration, pid file and temporary files.
 * Not in the port's deployment folder, which a shell in development serves as it is.
 */
export const nginxPrefixFor = (port) => path.join(deployDir, 'nginx', String(port));

/** The pid of the nginx master running on `prefix` (from its pid file), or null. */
function runningNginx(prefix) {
  try {
    const pid = Number(fs.readFileSync(path.join(prefix, 'nginx.pid'), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    // A pid file outlives a killed nginx: the number may be another program's by now.
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command.startsWith('nginx: master process') && command.includes(prefix) ? pid : null;
  } catch {
    return null;
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops an nginx an earlier run left on this prefix (it was killed before it could stop it):
 * gracefully, then at once (the master stops its workers), then by force.
 */
export async function stopLeftover(prefix) {
  const pid = runningNginx(prefix);
  if (!pid) return;
  console.log(`stopping the nginx an earlier run left on ${prefix} (pid ${pid})`);
  for (const signal of ['SIGQUIT', 'SIGTERM', 'SIGKILL']) {
    process.kill(pid, signal);
    for (let waited = 0; waited < 3000 && runningNginx(prefix); waited += 100) await pause(100);
    if (!runningNginx(prefix)) return;
  }
}

/** The host, as a URL writes it, to ask for the shell's page on when nginx listens on `host`. */
function reachable(host) {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The pids of a process's children (an nginx master's workers), from /proc. */
function workersOf(pid) {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent's pid is the 4th field, after the command in parentheses (which may hold spaces).
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Resolves once none of `pids` (a reloaded nginx's previous workers) runs. Until then one may
 * still answer with the previous configuration, on a connection the browser opened ahead of
 * its next request; conf/nginx.conf gives them a few seconds (worker_shutdown_timeout).
 */
async function workersGone(pids) {
  const deadline = Date.now() + 10_000;
  while (pids.some(alive)) {
    if (Date.now() > deadline)
      throw new Error(`nginx's previous workers (${pids.filter(alive).join(', ')}) still run 10 s after its reload`);
    await pause(20);
  }
}

/**
 * Resolves once the shell's page is served with the policy of the current deployment: a reload
 * is done when the new workers answer. Without the shell (a dev server serves it), at once.
 */
async function servedWithCurrentPolicy({ port, host, skip, files }) {
  const shell = apps.find((app) => app.name === 'shell');
  if (skip.includes(shell.dir)) return;
  const expected = pageHeadersFor(path.join(distDir(shell), 'index.html'), files)['Content-Security-Policy'];
  const url = `http://${reachable(host)}:${port}/index.html`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const policy = await fetch(url, { method: 'HEAD' })
      .then((response) => response.headers.get('content-security-policy'))
      .catch(() => null);
    if (policy === expected) return;
    if (Date.now() > deadline) throw new Error(`nginx at ${url} still serves an earlier policy 10 s after its reload`);
    await pause(50);
  }
}

/**
 * Records what a reload needs to write the same site again: where it listens, what it leaves
 * out, which services it fronts, which nginx (with its modules, so a reload asks nginx nothing).
 */
export function recordSite(prefix, { host, skip, servicesUpstream, nginx }) {
  fs.writeFileSync(path.join(prefix, 'site.json'), `${JSON.stringify({ host, skip, servicesUpstream, nginx }, null, 2)}\n`);
}

/**
 * Serves the deployment in `files` with the nginx running on `prefix` (started by startSite):
 * writes its configuration again (the policy's origins, the pages), reloads it, and resolves
 * once the new configuration alone answers. Resolves false when no nginx runs there.
 */
export async function reloadNginxSite({ prefix, port, files }) {
  const pid = runningNginx(prefix);
  if (!pid) return false;
  const { host, skip, servicesUpstream, nginx } = JSON.parse(fs.readFileSync(path.join(prefix, 'site.json'), 'utf8'));
  const { configFile } = writeNginxSite({ port, host, prefix, files, skip, servicesUpstream, nginx });
  checkNginxConfig({ binary: nginx.binary, prefix, configFile });
  const previousWorkers = workersOf(pid);
  process.kill(pid, 'SIGHUP');
  await workersGone(previousWorkers);
  await servedWithCurrentPolicy({ port, host, skip, files });
  return true;
}

/**
 * Serves the current deployment of `port` (`.deploy/<port>/`) if nginx serves that port's site.
 * Every command that composes calls it. Resolves false when no site of that port is running.
 */
export const reloadSite = (port = shellPort()) =>
  reloadNginxSite({ prefix: nginxPrefixFor(port), port, files: deploymentFilesIn(deployDirFor(port)) });
