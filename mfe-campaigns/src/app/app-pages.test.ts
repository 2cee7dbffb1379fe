import { siteRoutes } from '@maple/contracts/routes';
import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { landingPageText, landingRouteClaim } from '../features/landing-pages/landing-page-definition';
import { landingPages } from '../features/landing-pages/landing-pages';
import { featureMessages } from '../i18n/messages';
import { renderPage } from '../testing/render-page';
import { appPages } from './app-pages';
import { routeClaims } from './route-claims';

describe('mfe-campaigns pages', () => {
  it('has a page for every screen it claims, and claims every page it has', () => {
    expect(Object.keys(appPages).sort()).toEqual(routeClaims.map((route) => route.id).sort());
  });

  it('claims every screen the contracts route table gives to campaigns, landing pages included', () => {
    const claimed = routeClaims.map((route) => route.id);
    expect(claimed).toEqual(expect.arrayContaining(siteRoutes.ownedBy('campaigns').map((route) => route.id)));
    expect(claimed).toEqual(
      expect.arrayContaining([
        'home',
        'about',
        'offerRules',
        'sitemap',
        'help',
        'chat',
        'search',
        'goodNews',
        'articles',
        'causes',
        'scholarship',
        'menopause',
        'fabricCareSampleSignup',
        'recycling',
      ]),
    );
  });

  it('claims each landing page of the registry, with the route the registry gives it', () => {
    for (const page of landingPages) {
      expect(routeClaims).toContainEqual(landingRouteClaim(page));
    }
    expect(routeClaims.filter((route) => route.kind === 'landing')).toHaveLength(landingPages.length);
  });

  it('claims no screen twice', () => {
    const ids = routeClaims.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('comes with the home page, and fetches every other page on demand', () => {
    const { home, ...others } = appPages;
    expect(home).not.toHaveProperty('load');
    for (const entry of Object.values(others)) expect(entry).toHaveProperty('load');
  });

  it('fetches each content page with its feature’s messages, which no other page carries', () => {
    const { about, causes, siteNavigation, stories, support } = featureMessages;
    expect(appPages).toMatchObject({
      about: { messages: about },
      ourCompany: { messages: about },
      offerRules: { messages: about },
      causes: { messages: causes },
      sitemap: { messages: siteNavigation },
      search: { messages: siteNavigation },
      goodNews: { messages: stories },
      articles: { messages: stories },
      help: { messages: support },
      chat: { messages: support },
    });
    expect(appPages.home).not.toHaveProperty('messages');
  });

  it('shows each landing page at its own address, in both languages, once its chunks are in', async () => {
    for (const page of landingPages) {
      const entry = appPages[page.route.id];
      // Landing pages are fetched with the mount: their text never weighs on the home page.
      if (!entry || !('load' in entry)) throw new Error(`The landing page ${page.route.id} is not in a chunk of its own`);
      const [Page, text] = await Promise.all([entry.load(), landingPageText(page)]);
      for (const locale of ['en-CA', 'fr-CA'] as const) {
        const { unmount } = renderPage(createElement(Page), { path: page.route.paths[locale] });
        expect(screen.getByRole('heading', { level: 1, name: page.route.title[locale] })).toBeInTheDocument();
        expect(screen.getByText(text[locale].intro)).toBeInTheDocument();
        unmount();
      }
    }
  });
});
