/* global __MAPLE_APP__ */
// Development only, for remotes: `react-refresh/runtime` is the shell's instance, which the
// shell injected into React before React DOM started (react-refresh-host.cjs). Each remote's
// components register under its own name: every app compiles @maple/contracts from the same
// paths, and one family for two copies of a component would swap one app's for the other's.
// Loaded into a page whose shell is not in development, the remote gets its own copy
// (`react-refresh-own-runtime`, aliased by the factory): it works, without Fast Refresh.
const host = globalThis.__mapleReactRefreshRuntime;

module.exports = host
  ? { ...host, register: (type, id) => host.register(type, `${__MAPLE_APP__}:${id}`) }
  : require('react-refresh-own-runtime');
