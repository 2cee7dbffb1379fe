// Serves a composed site: the shell on its port, each remote on its own origin.
import { apps, distDir } from '../lib/apps.mjs';
import { writeDeployment } from '../compose/compose.mjs';
import { createStaticServer, listen } from './static-server.mjs';

/**
 * @param {{ port: number, skip?: string[], deployment?: Parameters<typeof writeDeployment>[0] }} options
 *   `skip` leaves apps out (a dev server serves them instead).
 */
export async function startSite({ port, skip = [], deployment = {} }) {
  const files = writeDeployment({ port, ...deployment });
  const servers = [];
  for (const app of apps.filter((candidate) => !skip.includes(candidate.dir))) {
    const isShell = app.name === 'shell';
    // The shell's pages carry the Content-Security-Policy built from these deployment files.
    const server = createStaticServer({ root: distDir(app), files: isShell ? files : {}, spaFallback: isShell });
    servers.push(await listen(server, port + app.portOffset));
  }
  return {
    files,
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
