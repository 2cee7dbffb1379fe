// Where a remote's files are is known only when it is composed (its entry's folder), not when
// its pages are rendered at build time: a prerendered page names a remote's file (a landing
// page's banner) under this placeholder, and the compose step puts the remote's folder in its
// place (tools/compose/prerendered-pages.mjs), the very URL the browser's build computes.
const REMOTE_ASSET_BASE = '/__maple_remote_base__/';

module.exports = { REMOTE_ASSET_BASE };
