// What each origin of a composed site serves: the nginx configuration is written from this list.
import path from 'node:path';
import { apps, deployDir, distDir } from '../lib/apps.mjs';
import { prerenderedPagesDir } from '../compose/prerendered-pages.mjs';
import { RELEASES_PATH } from '../release/release-channels.mjs';

/**
 * Each app's origin, as an nginx site: the shell's pages fall back to its served pages, then its
 * index.html, and carry the Content-Security-Policy built from the deployment `files`; a remote
 * serves its workspace build, and its releases under `/releases/<version>/` (`.deploy/<app>/<version>/`).
 * @param {{ port: number, files: Record<string, string>, skip?: string[] }} options
 *   `skip` leaves apps out (a dev server serves them instead).
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
