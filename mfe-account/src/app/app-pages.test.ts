import { appPages } from './app-pages';
import { parcelClaims } from './parcel-claims';
import { routeClaims } from './route-claims';

describe('mfe-account pages', () => {
  it('has a page for every screen it claims, and claims every page it has', () => {
    expect(Object.keys(appPages).sort()).toEqual(routeClaims.map((route) => route.id).sort());
  });

  it('claims the account, password, points, impact dashboard, opt-out, referral, profile and messages screens of the spec', () => {
    expect(routeClaims.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        'myAccount',
        'changePassword',
        'resetPassword',
        'pointsHistory',
        'pointsDetails',
        'impactDashboard',
        'optOut',
        'referAFriend',
        'completeProfile',
        'myMessages',
      ]),
    );
  });

  it('offers the onboarding tracker and the referral invitation on every page', () => {
    expect(parcelClaims).toEqual([
      { name: 'onboarding-tracker', siteWide: true },
      { name: 'referral-invitation', siteWide: true },
    ]);
  });
});
