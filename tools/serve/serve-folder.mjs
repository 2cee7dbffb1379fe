// Serves one folder as a remote's origin: `node tools/serve/serve-folder.mjs <folder> <port>`.
// Used to publish a remote's release from a versioned folder without touching the others.
import path from 'node:path';
import { createStaticServer, listen } from './static-server.mjs';

const [folder, port] = process.argv.slice(2);
if (!folder || !Number(port)) {
  console.error('usage: serve-folder.mjs <folder> <port>');
  process.exit(2);
}
const server = await listen(createStaticServer({ root: path.resolve(folder) }), Number(port));
console.log(`serving ${path.resolve(folder)} at http://localhost:${port}/`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
