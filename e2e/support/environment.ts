import path from 'node:path';

/** The shell's port in e2e runs; remotes are on the next five ports. Kept apart from npm start's 8080. */
// Not 4180: its API port (+10) would be 4190, a port browsers and fetch refuse to use.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4380);

/** The UI kit's gallery in e2e runs (ui-kit.spec.ts), past the site's ports. */
export const GALLERY_PORT = E2E_PORT + 15;

/**
 * What Playwright launches: Debian's chromium (Playwright cannot download a browser on this
 * machine; `CHROMIUM_PATH` overrides it) through a launcher that merges the feature flags and
 * turns off the address bar's popup pages (see the script).
 */
export const CHROMIUM_LAUNCHER = path.join(__dirname, 'launch-chromium.sh');

/** Flags that keep chromium off the (closed) network and working as root in a container. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The origin of a remote in e2e runs (see tools/lib/apps.mjs for the offsets). */
export function remoteOrigin(portOffset: number): string {
  return `http://localhost:${E2E_PORT + portOffset}`;
}
