import { type CauseId, causeIdFrom, href, type Locale, type LoginPromptReason, type RouteId, type RouteMatch } from '@maple/contracts';

/** What the shell does about the page a visitor arrives on. */
interface NavigationDecision {
  /** Go there instead (replacing the history entry). */
  readonly redirectTo: string | null;
  /** Ask the visitor to sign in, saying why, then bring them to `returnTo`. */
  readonly loginPrompt: { readonly reason: LoginPromptReason; readonly returnTo: string } | null;
  /** Start the sign-in now (`?login`), coming back here afterwards. */
  readonly signInReturningTo: string | null;
  readonly triggers: readonly ('trigger:print-coupons' | 'trigger:pledge')[];
  /** A campaign source to remember for the enrolment label (`?campaign=`, else the landing page's). */
  readonly campaignSource: string | null;
  /** The cause a visitor will join with: the landing page's campaign's, else the one their link names (`?cause=`). */
  readonly cause: CauseId | null;
}

const SIGN_IN_PAGES = new Set(['login', 'signup']);

/**
 * The query triggers whose action has a page of its own (spec section 2: site-wide): on that
 * page the shell announces them to the remote; anywhere else it takes a member there, and asks
 * a visitor to sign in first, saying why, to get there afterwards.
 */
const PAGE_ACTIONS: readonly {
  readonly param: string;
  readonly trigger: NavigationDecision['triggers'][number];
  readonly page: RouteId;
  readonly reason: LoginPromptReason;
}[] = [
  { param: 'printCoupons', trigger: 'trigger:print-coupons', page: 'coupons', reason: 'coupons' },
  { param: 'pledge', trigger: 'trigger:pledge', page: 'impact', reason: 'pledge' },
];

/** A query without one of its parameters, the others as written (`?pledge` stays a bare flag). */
function withoutParam(search: string, name: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && [...new URLSearchParams(part).keys()][0] !== name);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * The shell's rules for an arrival (spec section 2): a visitor on a protected page goes home
 * (and is asked to sign in to come back); a member on a login or signup page goes home;
 * `?login` opens sign-in (a member only loses it from the address); `?printCoupons` and
 * `?pledge` run on their page, from any page; `?campaign=` and a visitor's `?cause=` are kept
 * for joining, as are a landing page's campaign and cause (its route claim's `joinWith`), on
 * arrival, before the visitor can press a join button.
 */
export function decideNavigation({
  match,
  signedIn,
  locale,
  pathname,
  search,
}: {
  match: RouteMatch | undefined;
  signedIn: boolean;
  locale: Locale;
  pathname: string;
  search: string;
}): NavigationDecision {
  const params = new URLSearchParams(search);
  const joinWith = match?.route.joinWith;
  // A link's campaign wins over the page's own (a QR code's, a partner's).
  const campaignSource = params.get('campaign') ?? joinWith?.source ?? null;
  // A cause's own page is named by `?cause=`: reading about a cause is not choosing it.
  const linkCause = match?.route.id !== 'causes' ? causeIdFrom(params.get('cause')) : null;
  const cause = signedIn ? null : (joinWith?.cause ?? linkCause);
  const stay: NavigationDecision = { redirectTo: null, loginPrompt: null, signInReturningTo: null, triggers: [], campaignSource, cause };
  const home = href('home', locale);
  const here = `${pathname}${search}`;

  if (match?.route.protected && !signedIn) {
    return { ...stay, redirectTo: home, loginPrompt: { reason: 'protectedPage', returnTo: here } };
  }
  if (match && SIGN_IN_PAGES.has(match.route.id) && signedIn) return { ...stay, redirectTo: home };

  if (params.has('login')) {
    const withoutLogin = `${pathname}${withoutParam(search, 'login')}`;
    // A member is signed in already: the address loses `?login`, and the arrival there decides the rest.
    return signedIn ? { ...stay, redirectTo: withoutLogin } : { ...stay, signInReturningTo: withoutLogin };
  }

  const actions = PAGE_ACTIONS.filter((action) => params.has(action.param));
  const onTheirPage = actions.filter((action) => match?.route.id === action.page);
  if (onTheirPage.length > 0) return { ...stay, triggers: onTheirPage.map((action) => action.trigger) };
  const [elsewhere] = actions;
  if (!elsewhere) return stay;
  const actionPage = `${href(elsewhere.page, locale)}?${elsewhere.param}`;
  return signedIn ? { ...stay, redirectTo: actionPage } : { ...stay, loginPrompt: { reason: elsewhere.reason, returnTo: actionPage } };
}

/** The campaign whose pages show no language switch (spec section 2). */
export const SINGLE_LANGUAGE_CAMPAIGN = 'alwayscoupon2025';

/** True on the alwayscoupon2025 campaign: its slug in the path, or as `?campaign=`. */
export function hidesLanguageSwitch(pathname: string, search: string): boolean {
  return pathname.split('/').includes(SINGLE_LANGUAGE_CAMPAIGN) || new URLSearchParams(search).get('campaign') === SINGLE_LANGUAGE_CAMPAIGN;
}
