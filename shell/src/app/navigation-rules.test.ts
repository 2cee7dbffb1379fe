import { siteRoutes } from '@maple/contracts';
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
      loginPromptFor: '/my-account/points-history/?page=2',
    });
    expect(arrive('/fr/mon-compte', false)).toMatchObject({ redirectTo: '/fr/', loginPromptFor: '/fr/mon-compte' });
  });

  it('lets a member see protected pages', () => {
    expect(arrive('/my-account', true)).toMatchObject({ redirectTo: null, loginPromptFor: null });
  });

  it('sends a member on a login or signup path home', () => {
    expect(arrive('/login/', true).redirectTo).toBe('/');
    expect(arrive('/fr/inscrivez-vous', true).redirectTo).toBe('/fr/');
    expect(arrive('/signup/downy-unstopables-sample/', true).redirectTo).toBeNull();
  });

  it('opens sign-in for ?login, coming back without the trigger', () => {
    expect(arrive('/coupons/?login&sort=new', false).signInReturningTo).toBe('/coupons/?sort=new');
    expect(arrive('/coupons/?login', false).signInReturningTo).toBe('/coupons/');
    expect(arrive('/coupons/?login', true).signInReturningTo).toBeNull();
  });

  it('announces ?printCoupons and ?pledge to the remotes', () => {
    expect(arrive('/coupons/?printCoupons', true).triggers).toEqual(['trigger:print-coupons']);
    expect(arrive('/impact/?pledge&printCoupons', false).triggers).toEqual(['trigger:print-coupons', 'trigger:pledge']);
    expect(arrive('/impact/', false).triggers).toEqual([]);
  });

  it('remembers the campaign a visitor came from', () => {
    expect(arrive('/?campaign=tideContestQR', false).campaignSource).toBe('tideContestQR');
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
