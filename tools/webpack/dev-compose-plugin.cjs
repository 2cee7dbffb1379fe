// Development only, for a remote served by webpack-dev-server: after each rebuild whose route
// claims changed (a route or a landing page added or removed), writes them to the remote's
// dev folder and runs the compose step, before the dev server tells the page to update. The
// page then reloads (the change is not hot-replaceable) and the shell reads the new
// composition.json: the new page is live without a restart.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

class DevComposePlugin {
  /** @param {{ app: string, devDir: string, entry: string, port: number }} options */
  constructor(options) {
    this.options = options;
    this.lastClaims = null;
  }

  apply(compiler) {
    // The dev server writes route-claims.json to the dev folder as it emits it (writeToDisk).
    compiler.hooks.done.tap('DevComposePlugin', () => {
      const { app, devDir, entry, port } = this.options;
      const file = path.join(devDir, 'route-claims.json');
      if (!fs.existsSync(file)) return;
      const claims = fs.readFileSync(file, 'utf8');
      if (claims === this.lastClaims) return;
      this.lastClaims = claims;
      try {
        execFileSync(process.execPath, [path.join(__dirname, '../compose/compose.mjs'), '--remote', `${app}=${entry}@${devDir}`], {
          env: { ...process.env, PORT: String(port) },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        compiler.getInfrastructureLogger('maple').info(`composed ${app} from its dev server`);
      } catch (error) {
        compiler.getInfrastructureLogger('maple').error(`could not compose ${app}: ${error.stderr ?? error.message}`);
      }
    });
  }
}

module.exports = { DevComposePlugin };
