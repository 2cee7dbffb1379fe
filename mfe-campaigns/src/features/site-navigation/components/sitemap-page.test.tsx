import type { RouteDefinition } from '@maple/contracts';
import { createRouteIndex, siteRoutes } from '@maple/contracts/routes';
import { screen, within } from '@testing-library/react';
import { renderPage } from '#src/testing/render-page.tsx';
import { SitemapPage } from './sitemap-page';

const winterCampaign: RouteDefinition = {
  id: 'winterWarmth',
  app: 'campaigns',
  kind: 'landing',
  protected: false,
  paths: { 'en-CA': '/winter-warmth/', 'fr-CA': '/fr/chaleur-hivernale/' },
  title: { 'en-CA': 'Winter warmth', 'fr-CA': 'Chaleur hivernale' },
};

describe('SitemapPage', () => {
  it('lists every page of the site, grouped by topic, as links', () => {
    renderPage(<SitemapPage />, { path: '/sitemap' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    const coupons = screen.getByRole('region', { name: 'Coupons and samples' });
    expect(within(coupons).getByRole('link', { name: 'Coupons' })).toHaveAttribute('href', '/coupons/');
    expect(within(coupons).getByRole('link', { name: 'Free samples' })).toHaveAttribute('href', '/samples');
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByRole('link', { name: 'Points history' })).toHaveAttribute('href', '/my-account/points-history/');
    const campaigns = screen.getByRole('region', { name: 'Campaigns' });
    expect(within(campaigns).getByRole('link', { name: 'Learn about menopause' })).toBeInTheDocument();
  });

  it('links to every route of the composition except the sign-in return and maintenance screens', () => {
    renderPage(<SitemapPage />, { path: '/sitemap' });

    const listed = siteRoutes.routes.filter((route) => route.id !== 'authCallback' && route.id !== 'maintenance');
    for (const route of listed) {
      expect(screen.getAllByRole('link', { name: route.title['en-CA'] }).map((link) => link.getAttribute('href'))).toContain(
        route.paths['en-CA'],
      );
    }
    expect(screen.queryByRole('link', { name: 'Signing you in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Be right back' })).not.toBeInTheDocument();
  });

  it('lists a landing page the composition adds at run time, in French on the French path', () => {
    renderPage(<SitemapPage />, { path: '/fr/plan-du-site', props: { routes: createRouteIndex([...siteRoutes.routes, winterCampaign]) } });

    expect(screen.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeInTheDocument();
    const campaigns = screen.getByRole('region', { name: 'Campagnes' });
    expect(within(campaigns).getByRole('link', { name: 'Chaleur hivernale' })).toHaveAttribute('href', '/fr/chaleur-hivernale/');
    const coupons = screen.getByRole('region', { name: 'Bons de réduction et échantillons' });
    expect(within(coupons).getByRole('link', { name: 'Bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
  });
});
