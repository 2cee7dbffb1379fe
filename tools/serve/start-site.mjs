// Serves a composed site with nginx: the shell on its port, each remote on its own origin, from
// the deployment of that port (`.deploy/<port>/`). nginx runs on `.deploy/nginx/<port>/`, so a
// later compose (a release, a deploy, a dev rebuild) reloads it (./nginx/running-site.mjs).
import { ensureNginx } from '../lib/ensure-nginx.mjs';
import { writeDeployment } from '../compose/compose.mjs';
import { startNginx, writeNginxSite } from './nginx/nginx-site.mjs';
import { nginxPrefixFor, recordSite, reloadNginxSite, stopLeftover } from './nginx/running-site.mjs';

/**
 * Composes the site for `port` and serves it with nginx; resolves once it listens on every port.
 * @param {{ port: number, skip?: string[], host?: string, nginx?: ReturnType<typeof ensureNginx>,
 *   prefix?: string, servicesUpstream?: string | null, deployment?: Parameters<typeof writeDeployment>[0] }} options
 *   `skip` leaves apps out (a dev server serves them instead); `host` is the address nginx listens
 *   on (HOST, else this machine only); `nginx` is the installed nginx, when the caller made sure
 *   of it before starting anything else; `prefix` is nginx's work folder (`.deploy/nginx/<port>/`,
 *   where every composing command finds it); with `servicesUpstream` (a host) nginx also fronts
 *   the services there; `deployment` is passed to writeDeployment (`dir` composes elsewhere than
 *   `.deploy/<port>/`).
 * @returns the deployment `files`, the proxied services, the configuration file, `exited`,
 *   `close()`, and `reload()`: compose again with the same options, and serve that.
 */
export async function startSite({
  port,
  skip = [],
  host = process.env.HOST ?? '127.0.0.1',
  nginx = ensureNginx(),
  prefix = nginxPrefixFor(port),
  servicesUpstream = null,
  deployment = {},
}) {
  const files = writeDeployment({ port, ...deployment });
  await stopLeftover(prefix);
  const { configFile, proxies } = writeNginxSite({ port, host, prefix, files, skip, servicesUpstream, nginx });
  recordSite(prefix, { host, skip, servicesUpstream, nginx });
  const server = await startNginx({ binary: nginx.binary, prefix, configFile }).catch((error) => {
    if (/Address already in use/.test(error.message))
      throw new Error(
        `A port of ${port}'s site is already in use: stop the server on it, or set PORT to use other ports.\n${error.message}`,
      );
    throw error;
  });
  return {
    files,
    proxies,
    configFile,
    exited: server.exited,
    close: () => server.stop(),
    reload: () => reloadNginxSite({ prefix, port, files: writeDeployment({ port, ...deployment }) }),
  };
}
