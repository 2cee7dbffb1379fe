// Playwright cannot download its browser on this machine, so the e2e tests and the bench
// drive Debian's chromium. Installs it with apt when running as root; otherwise says in one
// line what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep chromium headless, off the (closed) network and working as root in a container. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `No browser at ${chromiumPath}: run "sudo apt-get update && sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then try again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
