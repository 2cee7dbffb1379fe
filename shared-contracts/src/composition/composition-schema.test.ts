import { siteRoutes } from '../routes/site-routes';
import { PARTNER_PAGES } from '../api/partner-pages';
import { compositionRemoteSchema, couponsSettingsSchema, remoteClaimsSchema, siteConfigSchema } from './composition-schema';

const claims = { app: 'rewards', federationName: 'mfe_rewards', routes: siteRoutes.ownedBy('rewards') };
const builtWith = { contracts: '0.1.0', react: '19.3.1' };

describe('composition contracts', () => {
  it('accepts the claims the route table produces', () => {
    expect(remoteClaimsSchema.parse(claims).routes).toHaveLength(siteRoutes.ownedBy('rewards').length);
  });

  it('refuses a claim whose French path is not under /fr', () => {
    const bad = { ...claims, routes: [{ ...siteRoutes.ownedBy('rewards')[0], paths: { 'en-CA': '/x', 'fr-CA': '/x-fr' } }] };
    expect(remoteClaimsSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses a path with a query string and a claim by the shell', () => {
    const withQuery = { ...claims, routes: [{ ...siteRoutes.ownedBy('rewards')[0], paths: { 'en-CA': '/x?y', 'fr-CA': '/fr/x' } }] };
    expect(remoteClaimsSchema.safeParse(withQuery).success).toBe(false);
    expect(remoteClaimsSchema.safeParse({ ...claims, app: 'shell' }).success).toBe(false);
  });

  it('needs an entry URL and an enabled flag for each remote of a composition', () => {
    const remote = { ...claims, entry: 'http://localhost:8081/remoteEntry.js', enabled: true, builtWith };
    expect(compositionRemoteSchema.safeParse(remote).success).toBe(true);
    expect(compositionRemoteSchema.safeParse({ ...remote, builtWith: undefined }).success).toBe(false);
    expect(compositionRemoteSchema.safeParse({ ...remote, entry: 'not a url' }).success).toBe(false);
    expect(compositionRemoteSchema.safeParse({ ...remote, entry: 'javascript:alert(1)' }).success).toBe(false);
    expect(compositionRemoteSchema.safeParse({ ...remote, enabled: undefined }).success).toBe(false);
  });

  it('refuses a manifest as an entry, saying the shell loads remoteEntry.js', () => {
    const remote = { ...claims, entry: 'https://cdn.example/r/mf-manifest.json', enabled: true, builtWith };
    const result = compositionRemoteSchema.safeParse(remote);
    expect(result.error?.issues[0]?.message).toBe('a remote entry is the URL of its remoteEntry.js (manifests are not loaded)');
    expect(compositionRemoteSchema.safeParse({ ...remote, entry: 'https://cdn.example/r/remoteEntry.js?v=2' }).success).toBe(true);
  });

  it('accepts a remote the route table has never heard of, named in lowercase', () => {
    const route = { ...siteRoutes.ownedBy('rewards')[0], id: 'partnerOffers', app: 'partner-offers' };
    expect(remoteClaimsSchema.safeParse({ app: 'partner-offers', federationName: 'mfe_partner_offers', routes: [route] }).success).toBe(
      true,
    );
    expect(remoteClaimsSchema.safeParse({ app: 'Partner Offers', federationName: 'mfe_partner_offers', routes: [] }).success).toBe(false);
  });

  it('refuses claims on screens another app renders', () => {
    expect(remoteClaimsSchema.safeParse({ ...claims, routes: siteRoutes.ownedBy('coupons') }).success).toBe(false);
  });

  it('validates the runtime configuration', () => {
    const config = {
      environment: 'local',
      apiBaseUrl: 'http://localhost:8090/api/v1/ca/',
      subscriptionKey: 'key',
      identity: { issuer: 'http://localhost:8091/', clientId: 'site', audience: 'api' },
      geoEndpoint: 'http://localhost:8090/api/v1/ca/geo',
      corporateSite: { 'en-CA': 'https://example.com/en', 'fr-CA': 'https://example.com/fr' },
      remoteLoadTimeoutMs: 8000,
      maintenance: false,
    };
    expect(siteConfigSchema.parse(config)).toEqual(config);
    expect(siteConfigSchema.safeParse({ ...config, remoteLoadTimeoutMs: 0 }).success).toBe(false);
  });

  it('carries a remote’s own settings in its composition entry, whatever their shape', () => {
    const coupons = {
      app: 'coupons',
      federationName: 'mfe_coupons',
      routes: [],
      entry: 'https://cdn.example/coupons/remoteEntry.js',
      enabled: true,
      builtWith,
    };
    expect(compositionRemoteSchema.parse({ ...coupons, settings: { couponPages: {} } }).settings).toEqual({ couponPages: {} });
    expect(compositionRemoteSchema.parse(coupons).settings).toBeUndefined();
    expect(compositionRemoteSchema.safeParse({ ...coupons, settings: ['not', 'an', 'object'] }).success).toBe(false);
  });

  it('takes the third-party coupon pages of an environment for the coupons remote, every page in both languages, https only', () => {
    const page = { 'en-CA': 'https://coupons.example/en-ca', 'fr-CA': 'https://coupons.example/fr-ca' };
    const couponPages = Object.fromEntries(PARTNER_PAGES.map((name) => [name, page]));
    expect(couponsSettingsSchema.parse({ couponPages }).couponPages?.loyaltyLogin).toEqual(page);
    expect(couponsSettingsSchema.safeParse({}).success).toBe(true);
    expect(
      couponsSettingsSchema.safeParse({ couponPages: { ...couponPages, razor: { ...page, 'fr-CA': 'http://coupons.example' } } }).success,
    ).toBe(false);
    expect(couponsSettingsSchema.safeParse({ couponPages: { ...couponPages, razor: undefined } }).success).toBe(false);
  });
});
