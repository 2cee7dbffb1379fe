import { href, type Locale, type RouteMatch } from '@maple/contracts';

/** What the shell does about the page a visitor arrives on. */
export interface NavigationDecision {
  /** Go there instead (replacing the history entry). */
  readonly redirectTo: string | null;
  /** Ask the visitor to sign in, coming back here afterwards. */
  readonly loginPromptFor: string | null;
  /** Start the sign-in now (`?login`), coming back here afterwards. */
  readonly signInReturningTo: string | null;
  readonly triggers: readonly ('trigger:print-coupons' | 'trigger:pledge')[];
  /** A campaign source to remember for the enrolment label (`?campaign=`). */
  readonly campaignSource: string | null;
}

const SIGN_IN_PAGES = new Set(['login', 'signup']);

/**
 * The shell's rules for an arrival (spec section 2): a visitor on a protected page goes
 * home (and is asked to sign in to come back); a member on a login or signup page goes
 * home; `?login` opens sign-in; `?printCoupons` and `?pledge` are announced to the remotes.
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
  const triggers: NavigationDecision['triggers'] = [
    ...(params.has('printCoupons') ? (['trigger:print-coupons'] as const) : []),
    ...(params.has('pledge') ? (['trigger:pledge'] as const) : []),
  ];
  const campaignSource = params.get('campaign');
  const home = href('home', locale);
  const here = `${pathname}${search}`;

  if (match?.route.protected && !signedIn) {
    return { redirectTo: home, loginPromptFor: here, signInReturningTo: null, triggers: [], campaignSource };
  }
  if (match && SIGN_IN_PAGES.has(match.route.id) && signedIn) {
    return { redirectTo: home, loginPromptFor: null, signInReturningTo: null, triggers: [], campaignSource };
  }
  let signInReturningTo: string | null = null;
  if (params.has('login') && !signedIn) {
    params.delete('login');
    const rest = params.toString();
    signInReturningTo = `${pathname}${rest ? `?${rest}` : ''}`;
  }
  return { redirectTo: null, loginPromptFor: null, signInReturningTo, triggers, campaignSource };
}

/** The campaign whose pages show no language switch (spec section 2). */
export const SINGLE_LANGUAGE_CAMPAIGN = 'alwayscoupon2025';

/** True on the alwayscoupon2025 campaign: its slug in the path, or as `?campaign=`. */
export function hidesLanguageSwitch(pathname: string, search: string): boolean {
  return pathname.split('/').includes(SINGLE_LANGUAGE_CAMPAIGN) || new URLSearchParams(search).get('campaign') === SINGLE_LANGUAGE_CAMPAIGN;
}
