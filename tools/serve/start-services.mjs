// Starts dev-services (identity provider + consumer API) in a child process for a site port,
// and resolves once they are ready. `npm run services` runs it alone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, shellPort } from '../lib/apps.mjs';
import { devServicesEnv } from '../lib/local-services.mjs';

/** Where the services keep their SQLite files for a site port. */
export const servicesDataDir = (port) => path.join(repoRoot, 'dev-services/.data', String(port));

export function startServices({ port, dataDir = servicesDataDir(port), quiet = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'dev-services'),
      env: devServicesEnv(port, dataDir, process.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
      if (output.includes('dev-services ready'))
        resolve({ close: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      // oidc-provider warns about Node 20 at every start; it works, so keep that line quiet.
      const text = String(chunk).replace(/^.*Unsupported runtime.*\n?/m, '');
      output += text;
      if (text) process.stderr.write(text);
    });
    child.once('exit', (code) => reject(new Error(`dev-services exited with code ${code} before it was ready:\n${output.slice(-3000)}`)));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const services = await startServices({ port: shellPort() });
  const stop = () => services.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
