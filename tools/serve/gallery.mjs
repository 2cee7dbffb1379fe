// The UI kit's gallery, built for production and served on GALLERY_PORT (8070 by default):
// what e2e/tests/ui-kit.spec.ts looks at. `npm run dev -w ui-kit` serves it with live reload.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestSourceMtime } from '../build/build-app.mjs';
import { repoRoot } from '../lib/apps.mjs';
import { serveFolders, serveUntilSignalled } from './nginx/nginx-site.mjs';

const galleryDir = path.join(repoRoot, 'ui-kit/gallery');
const port = Number(process.env.GALLERY_PORT ?? 8070);

/** The page a finished build writes last; the build is current when it is newer than the kit and the webpack rules. */
const builtPage = path.join(galleryDir, 'dist/index.html');
const current =
  fs.existsSync(builtPage) &&
  fs.statSync(builtPage).mtimeMs > Math.max(...['ui-kit', 'tools/webpack'].map((dir) => newestSourceMtime(path.join(repoRoot, dir))));

if (!current) {
  await new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [path.join(repoRoot, 'node_modules/.bin/webpack'), '--mode', 'production'], {
      cwd: galleryDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the gallery's build failed (${code})`))));
  });
}
const server = await serveFolders({ sites: [{ root: path.join(galleryDir, 'dist'), spaFallback: true, port }], name: 'gallery' });
console.log(`UI kit gallery at http://localhost:${port}/`);
serveUntilSignalled(server);
