// Serves a composed site: the shell on its port, each remote on its own origin.
import path from 'node:path';
import { apps, deployDir, distDir } from '../lib/apps.mjs';
import { prerenderedPagesDir, writeDeployment } from '../compose/compose.mjs';
import { RELEASES_PATH } from '../release/release-channels.mjs';
import { createStaticServer, listen } from './static-server.mjs';

/**
 * What each app's origin serves, as `createStaticServer` options plus its port: the shell's
 * pages fall back to its served pages, then its index.html, and carry the Content-Security-Policy built from the
 * deployment `files`; a remote serves its workspace build, and its releases under `/releases/<version>/`
 * (`.deploy/<app>/<version>/`). The nginx site serves the same list.
 * @param {{ port: number, files: Record<string, string>, skip?: string[] }} options
 */
export function siteOrigins({ port, files, skip = [] }) {
  return apps
    .filter((app) => !skip.includes(app.dir))
    .map((app) => {
      const isShell = app.name === 'shell';
      return {
        port: port + app.portOffset,
        root: distDir(app),
        files: isShell ? files : {},
        folders: isShell ? {} : { [RELEASES_PATH]: path.join(deployDir, app.name) },
        spaFallback: isShell,
        pages: isShell ? prerenderedPagesDir(files) : null,
      };
    });
}

/**
 * @param {{ port: number, skip?: string[], deployment?: Parameters<typeof writeDeployment>[0] }} options
 *   `skip` leaves apps out (a dev server serves them instead).
 */
export async function startSite({ port, skip = [], deployment = {} }) {
  const files = writeDeployment({ port, ...deployment });
  const servers = [];
  for (const { port: originPort, ...options } of siteOrigins({ port, files, skip })) {
    servers.push(await listen(createStaticServer(options), originPort));
  }
  return {
    files,
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
