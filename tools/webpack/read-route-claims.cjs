// Prints the claims a remote declares, validated, as JSON: its screens (src/app/route-claims.ts)
// and the parcels it offers (src/app/parcel-claims.ts, when it has one). Run in a child process
// by the build so every build reads the sources afresh.
const fs = require('node:fs');
const path = require('node:path');
require('../lib/require-ts.cjs');
const { remoteClaimsSchema } = require('@maple/contracts');

const [claimsModule, app, federationName] = process.argv.slice(2);
const { routeClaims } = require(claimsModule);
const parcelModule = path.join(path.dirname(claimsModule), 'parcel-claims.ts');
const parcels = fs.existsSync(parcelModule) ? require(parcelModule).parcelClaims : [];
// Every claimed parcel has its module, and every module is claimed: the build refuses a mismatch.
const parcelDir = path.join(path.dirname(claimsModule), '../parcels');
const files = fs.existsSync(parcelDir)
  ? fs
      .readdirSync(parcelDir)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.slice(0, -4))
  : [];
const claimed = parcels.map((parcel) => parcel.name);
const unclaimed = files.filter((name) => !claimed.includes(name));
const missing = claimed.filter((name) => !files.includes(name));
if (unclaimed.length || missing.length) {
  process.stderr.write(
    `${app}: parcels must be both claimed (src/app/parcel-claims.ts) and written (src/parcels/<name>.tsx): ${[
      ...unclaimed.map((name) => `${name} is not claimed`),
      ...missing.map((name) => `${name} has no module`),
    ].join('; ')}\n`,
  );
  process.exit(1);
}
process.stdout.write(JSON.stringify(remoteClaimsSchema.parse({ app, federationName, routes: routeClaims, parcels }), null, 2));
