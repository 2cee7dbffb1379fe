import { type RouteDefinition, siteRoutes } from '@maple/contracts';
import { decideNavigation, hidesLanguageSwitch } from './navigation-rules';

const arrive = (path: string, signedIn: boolean) => {
  const url = new URL(path, 'http://localhost');
  return decideNavigation({
    match: siteRoutes.match(url.pathname),
    signedIn,
    locale: url.pathname.startsWith('/fr') ? 'fr-CA' : 'en-CA',
    pathname: url.pathname,
    search: url.search,
  });
};

describe('decideNavigation', () => {
  it('sends a visitor on a protected page home and asks them to sign in to come back', () => {
    expect(arrive('/my-account/points-history/?page=2', false)).toMatchObject({
      redirectTo: '/',
      loginPrompt: { reason: 'protectedPage', returnTo: '/my-account/points-history/?page=2' },
    });
    expect(arrive('/fr/mon-compte', false)).toMatchObject({ redirectTo: '/fr/', loginPrompt: { returnTo: '/fr/mon-compte' } });
  });

  it('lets a member see protected pages', () => {
    expect(arrive('/my-account', true)).toMatchObject({ redirectTo: null, loginPrompt: null });
  });

  it('sends a member on a login or signup path home', () => {
    expect(arrive('/login/', true).redirectTo).toBe('/');
    expect(arrive('/fr/inscrivez-vous', true).redirectTo).toBe('/fr/');
    expect(arrive('/signup/downy-unstopables-sample/', true).redirectTo).toBeNull();
  });

  it('opens sign-in for ?login on any page, coming back without the trigger', () => {
    expect(arrive('/coupons/?login&sort=new', false).signInReturningTo).toBe('/coupons/?sort=new');
    expect(arrive('/coupons/?login', false).signInReturningTo).toBe('/coupons/');
    expect(arrive('/learn-about-menopause?login', false).signInReturningTo).toBe('/learn-about-menopause');
    expect(arrive('/fr/?login&pledge', false).signInReturningTo).toBe('/fr/?pledge');
  });

  it('takes ?login off a member’s address, leaving the rest to the next arrival', () => {
    expect(arrive('/coupons/?login', true)).toMatchObject({ redirectTo: '/coupons/', signInReturningTo: null });
    expect(arrive('/fr/?login&pledge', true)).toMatchObject({ redirectTo: '/fr/?pledge', triggers: [] });
  });

  it('announces ?printCoupons and ?pledge to the remote of their own page', () => {
    expect(arrive('/coupons/?printCoupons', true).triggers).toEqual(['trigger:print-coupons']);
    expect(arrive('/fr/bons-rabais/?printCoupons', false)).toMatchObject({ triggers: ['trigger:print-coupons'], loginPrompt: null });
    expect(arrive('/impact/?pledge&printCoupons', false)).toMatchObject({ triggers: ['trigger:pledge'], loginPrompt: null });
    expect(arrive('/impact/', false).triggers).toEqual([]);
  });

  it('takes a member from any other page to the page of ?printCoupons or ?pledge, in their language', () => {
    expect(arrive('/?printCoupons', true)).toMatchObject({ redirectTo: '/coupons/?printCoupons', triggers: [] });
    expect(arrive('/fr/accumulez-des-points/?pledge', true)).toMatchObject({ redirectTo: '/fr/impact/?pledge', loginPrompt: null });
    expect(arrive('/learn-about-menopause?campaign=everydayAcquisition&pledge', true).redirectTo).toBe('/impact/?pledge');
  });

  it('asks a visitor on any other page to sign in first, saying why, then takes them to the action', () => {
    expect(arrive('/?printCoupons', false)).toMatchObject({
      redirectTo: null,
      loginPrompt: { reason: 'coupons', returnTo: '/coupons/?printCoupons' },
    });
    expect(arrive('/fr/recyclage/?pledge', false)).toMatchObject({
      redirectTo: null,
      loginPrompt: { reason: 'pledge', returnTo: '/fr/impact/?pledge' },
    });
  });

  it('remembers the campaign a visitor came from', () => {
    expect(arrive('/?campaign=tideContestQR', false).campaignSource).toBe('tideContestQR');
  });

  it('takes a visitor’s ?cause= as the cause they will join with, by short key or code', () => {
    expect(arrive('/signup?cause=tloh', false).cause).toBe('002TLOH');
    expect(arrive('/fr/?cause=004FA', false).cause).toBe('004FA');
    expect(arrive('/?cause=nothing-we-know', false).cause).toBeNull();
  });

  describe('on a landing page whose claim says what its visitors join with', () => {
    // As mfe-campaigns claims it: the page is the remote's, not the route table's.
    const always: RouteDefinition = {
      id: 'alwaysCoupon2025',
      app: 'campaigns',
      kind: 'landing',
      protected: false,
      paths: { 'en-CA': '/alwayscoupon2025/', 'fr-CA': '/fr/alwayscoupon2025/' },
      title: { 'en-CA': 'Always coupons', 'fr-CA': 'Bons de réduction Always' },
      joinWith: { source: 'alwayscoupon2025', cause: '003EPP' },
    };
    const onTheAlwaysPage = (search: string, signedIn: boolean) =>
      decideNavigation({
        match: { route: always, locale: 'fr-CA' },
        signedIn,
        locale: 'fr-CA',
        pathname: '/fr/alwayscoupon2025/',
        search,
      });

    it('keeps the campaign and its cause for a visitor as they arrive, before they can press a join button', () => {
      expect(onTheAlwaysPage('', false)).toMatchObject({ campaignSource: 'alwayscoupon2025', cause: '003EPP' });
    });

    it('keeps the campaign of the link they came by, but the page’s cause over the link’s', () => {
      expect(onTheAlwaysPage('?campaign=tideContestQR&cause=wwf', false)).toMatchObject({
        campaignSource: 'tideContestQR',
        cause: '003EPP',
      });
    });

    it('leaves a member’s cause alone', () => {
      expect(onTheAlwaysPage('', true).cause).toBeNull();
    });
  });

  it('leaves a member’s cause alone, and reads a cause’s own page as reading, not choosing', () => {
    expect(arrive('/signup?cause=tloh', true).cause).toBeNull();
    expect(arrive('/causes/?cause=tloh', false).cause).toBeNull();
  });
});

describe('hidesLanguageSwitch', () => {
  it('hides the switch on the alwayscoupon2025 campaign only', () => {
    expect(hidesLanguageSwitch('/alwayscoupon2025/', '')).toBe(true);
    expect(hidesLanguageSwitch('/coupons/', '?campaign=alwayscoupon2025')).toBe(true);
    expect(hidesLanguageSwitch('/coupons/', '?campaign=tideContestQR')).toBe(false);
    expect(hidesLanguageSwitch('/alwayscoupon2025-old/', '')).toBe(false);
  });
});
