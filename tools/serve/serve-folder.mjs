// Serves one folder as a remote's origin, with nginx: `node tools/serve/serve-folder.mjs <folder> <port>`.
// Used to publish a remote's release from a versioned folder without touching the others.
import path from 'node:path';
import { serveFolders, serveUntilSignalled } from './nginx/nginx-site.mjs';

const [folder, port] = process.argv.slice(2);
if (!folder || !Number(port)) {
  console.error('usage: serve-folder.mjs <folder> <port>');
  process.exit(2);
}
const server = await serveFolders({ sites: [{ root: path.resolve(folder), port: Number(port) }], name: `folder-${port}` });
console.log(`serving ${path.resolve(folder)} at http://localhost:${port}/`);
serveUntilSignalled(server);
