import type { CompositionRemote } from '@maple/contracts';
import { siteWideParcelNames } from './site-wide-parcels';

const remote = (app: string, parcels: CompositionRemote['parcels'], enabled = true): CompositionRemote => ({
  app,
  federationName: `mfe_${app}`,
  routes: [],
  parcels,
  entry: `http://localhost:8083/remoteEntry.js`,
  enabled,
  builtWith: { contracts: '0.1.0', react: '19.3.1' },
});

const remotes = [
  remote('account', [
    { name: 'onboarding-tracker', siteWide: true, membersOnly: true },
    { name: 'profile-card', siteWide: false },
  ]),
  remote('partners', [{ name: 'partner-banner', siteWide: true }]),
  remote('coupons', [{ name: 'coupon-teaser', siteWide: true }], false),
];

describe('siteWideParcelNames', () => {
  it('mounts a visitor only the site-wide parcels meant for everyone', () => {
    expect(siteWideParcelNames(remotes, false)).toEqual(['partner-banner']);
  });

  it('adds the members-only ones for a signed-in member', () => {
    expect(siteWideParcelNames(remotes, true)).toEqual(['onboarding-tracker', 'partner-banner']);
  });

  it('leaves out the parcels other remotes mount themselves, and those of a disabled remote', () => {
    expect(siteWideParcelNames(remotes, true)).not.toContain('profile-card');
    expect(siteWideParcelNames(remotes, true)).not.toContain('coupon-teaser');
  });
});
