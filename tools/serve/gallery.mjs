// The UI kit's gallery, built for production and served on GALLERY_PORT (8070 by default):
// what e2e/tests/ui-kit.spec.ts looks at. `npm run dev -w ui-kit` serves it with live reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { createStaticServer, listen } from './static-server.mjs';

const galleryDir = path.join(repoRoot, 'ui-kit/gallery');
const port = Number(process.env.GALLERY_PORT ?? 8070);

await new Promise((resolve, reject) => {
  const build = spawn(process.execPath, [path.join(repoRoot, 'node_modules/.bin/webpack'), '--mode', 'production'], {
    cwd: galleryDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  build.on('error', reject);
  build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the gallery's build failed (${code})`))));
});
await listen(createStaticServer({ root: path.join(galleryDir, 'dist'), spaFallback: true }), port);
console.log(`UI kit gallery at http://localhost:${port}/`);
