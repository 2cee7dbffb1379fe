// What the apps share at run time, and how. Decided in docs/decisions/002-what-is-shared.md
// and 007-data-layer.md: React and react-dom must be one instance; react-intl is shared so a
// visitor downloads it once; react-query is one instance so every app's hooks observe the one
// query cache the shell hands them. rxjs and zustand stay in each bundle, tree-shaken: the
// bus and store instances travel in mount props. Our own packages (@maple/contracts,
// @maple/platform, @maple/ui) are not shared either: each app compiles in its copy from
// source (decisions 003 and 056); what must be one instance comes in the mount props.
const singletons = ['react', 'react-dom', 'react-intl', '@tanstack/react-query'];
const subpaths = { react: ['react/'], 'react-dom': ['react-dom/'] };

function sharedLibraries(dependencies = {}) {
  const shared = {};
  for (const name of singletons) {
    const version = dependencies[name];
    if (!version) continue;
    if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${name} must be pinned to an exact version, got ${version}`);
    for (const key of [name, ...(subpaths[name] ?? [])]) {
      shared[key] = { singleton: true, requiredVersion: version, strictVersion: true, version };
    }
  }
  return shared;
}

module.exports = { sharedLibraries, singletons };
