// Messages by feature (docs/decisions/054-messages-by-feature.md): an app may list, in the
// `maple.featureMessages` field of its package.json, features whose pages are all lazy. Their
// messages leave the app's messages chunk for one of their own per language, which the pages
// load with their code, so the first page of a visit carries only the words it can show.
// A message belongs to a feature by its id, whose first segment is the feature's folder name
// in camelCase (`siteNavigation.search.heading` is `src/features/site-navigation/`).

/** The feature folder a message id names: its first segment in kebab-case. */
export function featureOfId(id) {
  return id.split('.')[0].replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The feature folder a source file is in, or null outside `src/features/`. */
export function featureOfFile(file) {
  return /(?:^|\/)src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/**
 * Compiled messages split for their chunks: `main`, the app's own, and `byFeature`, those of
 * each feature listed (an object per feature, empty when it has none yet).
 */
export function splitByFeature(compiled, features) {
  const main = {};
  const byFeature = Object.fromEntries(features.map((feature) => [feature, {}]));
  for (const [id, message] of Object.entries(compiled)) {
    const feature = featureOfId(id);
    (Object.hasOwn(byFeature, feature) ? byFeature[feature] : main)[id] = message;
  }
  return { main, byFeature };
}

/**
 * Messages in the wrong chunk: for each feature listed, one defined in its folder whose id names
 * another feature (it would be missing where the page needs it), or one whose id names the
 * feature but is defined elsewhere (a page of another chunk would miss it). `extracted` is
 * formatjs's extract output with source locations (id → { file }).
 */
export function misplacedMessages(extracted, features) {
  const listed = new Set(features);
  return Object.entries(extracted).flatMap(([id, { file }]) => {
    const byId = featureOfId(id);
    const byFile = featureOfFile(file);
    if (byId === byFile || (!listed.has(byId) && !listed.has(byFile))) return [];
    return [
      `${id} (in ${file}) must ${listed.has(byFile) ? `start with the feature's name, ${byFile}` : `be defined in src/features/${byId}/`}`,
    ];
  });
}
