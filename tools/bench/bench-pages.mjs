// The pages `npm run bench` loads. Named by route id and locale and resolved through the
// composition, so a path that changes in a remote's claims is followed without an edit here.
// Lighthouse runs on the pages of issue 8 (the home page in both languages, a listing, a
// landing page) and on issue 18's signed-in pages (a member's home, all rewards and points
// history); the bytes are counted on those and on one page of every other remote, so each
// remote's own budget has a page to be measured on.

/**
 * `route` names a route id; `kind: 'landing'` takes the composition's first landing page;
 * `member: true` opens the page signed in (tools/bench/bench-member.mjs).
 */
export const benchPages = [
  { id: 'home', route: 'home', locale: 'en-CA', lighthouse: true },
  { id: 'home-fr', route: 'home', locale: 'fr-CA', lighthouse: true },
  { id: 'all-rewards', route: 'allRewards', locale: 'en-CA', lighthouse: true },
  { id: 'landing', kind: 'landing', locale: 'en-CA', lighthouse: true },
  { id: 'coupons', route: 'coupons', locale: 'en-CA', lighthouse: false },
  { id: 'quizzes', route: 'quizzes', locale: 'en-CA', lighthouse: false },
  { id: 'reset-password', route: 'resetPassword', locale: 'en-CA', lighthouse: false },
  { id: 'member-home', route: 'home', locale: 'en-CA', lighthouse: true, member: true },
  { id: 'member-all-rewards', route: 'allRewards', locale: 'en-CA', lighthouse: true, member: true },
  { id: 'member-points-history', route: 'pointsHistory', locale: 'en-CA', lighthouse: true, member: true },
];

/** Each bench page with its path and the app that renders it, from a composition.json. */
export function resolveBenchPages(composition, pages = benchPages) {
  const routes = composition.remotes.filter((remote) => remote.enabled !== false).flatMap((remote) => remote.routes);
  return pages.map((page) => {
    const route = page.kind
      ? routes.find((candidate) => candidate.kind === page.kind)
      : routes.find((candidate) => candidate.id === page.route);
    if (!route) {
      const wanted = page.kind ? `a ${page.kind} page` : `the route "${page.route}"`;
      throw new Error(`Bench page "${page.id}" needs ${wanted}, which no enabled remote of the composition claims`);
    }
    const member = page.member === true;
    if (route.protected && !member)
      throw new Error(`Bench page "${page.id}" is the route "${route.id}", which needs a signed-in member: give it member: true`);
    return { id: page.id, routeId: route.id, path: route.paths[page.locale], app: route.app, lighthouse: page.lighthouse, member };
  });
}
