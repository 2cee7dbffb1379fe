// Development only, first module of the shell: hands the one React Refresh runtime to the
// remotes in development (their `react-refresh/runtime` resolves to it), so a component
// edited in a remote refreshes in the page the shell composed.
const runtime = require('react-refresh/runtime');

globalThis.__mapleReactRefreshRuntime = runtime;
