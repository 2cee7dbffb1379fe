// Serves a composed site: the shell on its port, each remote on its own origin.
import { apps, distDir } from '../lib/apps.mjs';
import { writeDeployment } from '../compose/compose.mjs';
import { createStaticServer, listen } from './static-server.mjs';

/**
 * The styling contract, enforced locally (docs/decisions/006-styling-contract.md): stylesheets
 * from the site's own origins only, no inline <style> and no style attributes in markup.
 * Any local port may serve a remote (a release, an override), hence localhost:*.
 */
export const STYLE_POLICY = "style-src 'self' http://localhost:*";

/**
 * @param {{ port: number, skip?: string[], deployment?: Parameters<typeof writeDeployment>[0] }} options
 *   `skip` leaves apps out (a dev server serves them instead).
 */
export async function startSite({ port, skip = [], deployment = {} }) {
  const files = writeDeployment({ port, ...deployment });
  const servers = [];
  for (const app of apps.filter((candidate) => !skip.includes(candidate.dir))) {
    const isShell = app.name === 'shell';
    const server = createStaticServer({
      root: distDir(app),
      files: isShell ? files : {},
      spaFallback: isShell,
      htmlHeaders: isShell ? { 'Content-Security-Policy': STYLE_POLICY } : {},
    });
    servers.push(await listen(server, port + app.portOffset));
  }
  return {
    files,
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
