import { LOCALES, routeClaimSchema } from '@maple/contracts';
import { createRouteIndex, normalizePath, siteRoutes } from '@maple/contracts/routes';
import { isLandingRoute, type LandingPageText, landingPageText, landingRouteClaim, specLandingRoute } from './landing-page-definition';
import { landingPages } from './landing-pages';

const PLACEHOLDERS = /\b(todo|tbd|lorem|ipsum)\b|coming soon|bientôt disponible|à venir/i;

describe('the landing-page registry', () => {
  let texts: LandingPageText[] = [];

  beforeAll(async () => {
    texts = await Promise.all(landingPages.map(landingPageText));
  });

  it('holds the campaign pages of the spec: menopause, fabric-care sample, recycling, scholarship and the Always coupons', () => {
    expect(landingPages.map((page) => page.route.id)).toEqual(
      expect.arrayContaining(['menopause', 'fabricCareSampleSignup', 'recycling', 'scholarship', 'alwaysCoupon2025']),
    );
  });

  it('puts the Always campaign’s slug in both of its paths (the shell hides the language switch there) and enrols with 003EPP', () => {
    const always = landingPages.find((page) => page.route.id === 'alwaysCoupon2025');
    expect(always?.route.paths).toEqual({ 'en-CA': '/alwayscoupon2025/', 'fr-CA': '/fr/alwayscoupon2025/' });
    // The claim tells the shell, which takes it up on arrival, before the join button works.
    expect(always && routeClaimSchema.parse(landingRouteClaim(always)).joinWith).toEqual({ source: 'alwayscoupon2025', cause: '003EPP' });
  });

  it('claims each page with its campaign source, and a cause where the campaign has one, even without a source', () => {
    const recycling = landingPages.find((page) => page.route.id === 'recycling');
    expect(recycling && landingRouteClaim(recycling).joinWith).toEqual({ source: 'sourceEnrollment' });
    expect(recycling && landingRouteClaim({ ...recycling, campaignSource: undefined, cause: '002TLOH' }).joinWith).toEqual({
      cause: '002TLOH',
    });
  });

  it('gives every landing page a campaign source, each its own', () => {
    const sources = landingPages.map((page) => page.campaignSource);
    expect(sources.every((source) => /^[A-Za-z0-9]+$/.test(source ?? ''))).toBe(true);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('gives every landing page its own id', () => {
    const ids = landingPages.map((page) => page.route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every landing page its own path in each language', () => {
    const paths = landingPages.flatMap((page) => LOCALES.map((locale) => normalizePath(page.route.paths[locale])));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('never takes the path of another screen of the site', () => {
    const otherScreens = siteRoutes.routes.filter((route) => !landingPages.some((page) => page.route.id === route.id));
    expect(() => createRouteIndex([...otherScreens, ...landingPages.map((page) => page.route)])).not.toThrow();
  });

  it('marks every route as a campaigns landing page the composition accepts', () => {
    for (const page of landingPages) {
      expect(isLandingRoute(page.route)).toBe(true);
      expect(() => routeClaimSchema.parse(landingRouteClaim(page))).not.toThrow();
    }
  });

  it('keeps each page’s text in a file of its own, out of the chunk every page downloads', () => {
    for (const page of landingPages) expect(typeof page.content).toBe('function');
  });

  it('writes every landing page in both languages', () => {
    for (const [index, page] of landingPages.entries()) {
      const text = texts[index] as LandingPageText;
      for (const locale of LOCALES) {
        const content = text[locale];
        expect(page.route.title[locale].trim()).not.toBe('');
        expect(content.intro.trim()).not.toBe('');
        expect(content.sections.length).toBeGreaterThan(0);
        for (const section of content.sections) {
          expect(section.heading.trim()).not.toBe('');
          expect(section.body.trim()).not.toBe('');
        }
      }
      expect(text['fr-CA'].sections).toHaveLength(text['en-CA'].sections.length);
      expect(text['fr-CA'].intro).not.toBe(text['en-CA'].intro);
    }
  });

  it('sends calls to action to screens that exist, or to the same join prompt, in both languages or neither', () => {
    const routeIds = siteRoutes.routes.map((route) => route.id as string);
    for (const text of texts) {
      for (const kind of ['callToAction', 'memberCallToAction'] as const) {
        const english = text['en-CA'][kind];
        const french = text['fr-CA'][kind];
        expect(Boolean(english)).toBe(Boolean(french));
        if (english && french) {
          expect('join' in english ? english.join : english.routeId).toBe('join' in french ? french.join : french.routeId);
          if ('routeId' in english) expect(routeIds).toContain(english.routeId);
        }
      }
    }
  });

  it('contains no placeholder wording', () => {
    expect(JSON.stringify([landingPages, texts])).not.toMatch(PLACEHOLDERS);
  });
});

describe('specLandingRoute', () => {
  it('takes a landing route from the contracts route table', () => {
    expect(specLandingRoute('recycling').paths['fr-CA']).toBe('/fr/recyclage/');
  });

  it('ships a campaigns screen of the route table as a landing page', () => {
    expect(specLandingRoute('scholarship')).toMatchObject({
      id: 'scholarship',
      kind: 'landing',
      paths: { 'fr-CA': '/fr/bourse-d-etudes/' },
    });
  });

  it('fails clearly when mfe-campaigns has no such screen in the route table', () => {
    // @ts-expect-error an id that is not a campaigns screen is a compile error, and throws if forced through
    expect(() => specLandingRoute('springCleaning')).toThrow('Landing page "springCleaning" is not a campaigns screen');
    // @ts-expect-error another app's screen is not a campaigns landing page
    expect(() => specLandingRoute('coupons')).toThrow('Landing page "coupons" is not a campaigns screen');
  });
});
