import { appPages } from './app-pages';
import { parcelClaims } from './parcel-claims';
import { routeClaims } from './route-claims';

describe('mfe-coupons pages', () => {
  it('has a page for every screen it claims, and claims every page it has', () => {
    expect(Object.keys(appPages).sort()).toEqual(routeClaims.map((route) => route.id).sort());
  });

  it('claims the coupons, samples, out-of-stock and basket screens of the spec', () => {
    expect(routeClaims.map((route) => route.id)).toEqual(expect.arrayContaining(['coupons', 'samples', 'outOfStock', 'basket']));
  });

  it('offers the sample order flow to other remotes, not on every page', () => {
    expect(parcelClaims).toEqual([{ name: 'sample-order', siteWide: false }]);
  });
});
