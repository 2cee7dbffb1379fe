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

  it('claims the page a friend’s invitation link leads to, open to visitors', () => {
    expect(routeClaims.find((route) => route.id === 'invitation')).toMatchObject({
      protected: false,
      paths: { 'en-CA': '/invitation', 'fr-CA': '/fr/invitation' },
    });
  });

  it('offers the onboarding tracker and the referral invitation on every page of a signed-in member', () => {
    expect(parcelClaims).toEqual([
      { name: 'onboarding-tracker', siteWide: true, membersOnly: true },
      { name: 'referral-invitation', siteWide: true, membersOnly: true },
    ]);
  });
});
