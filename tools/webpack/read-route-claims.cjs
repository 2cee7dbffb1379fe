// Prints the route claims a remote declares (src/app/route-claims.ts), validated, as JSON.
// Run in a child process by the build so every build reads the sources afresh.
require('../lib/require-ts.cjs');
const { remoteClaimsSchema } = require('@maple/contracts');

const [claimsModule, app, federationName] = process.argv.slice(2);
const { routeClaims } = require(claimsModule);
process.stdout.write(JSON.stringify(remoteClaimsSchema.parse({ app, federationName, routes: routeClaims }), null, 2));
