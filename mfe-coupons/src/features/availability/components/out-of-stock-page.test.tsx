import { createFakeSiteApi } from '@maple/testing';
import { screen } from '@testing-library/react';
import { renderPage } from '#src/testing/render-page.tsx';
import { ok, theSamples } from '#src/testing/factories.ts';
import { OutOfStockPage } from './out-of-stock-page';

describe('OutOfStockPage', () => {
  it('says kindly that the item is out of stock', () => {
    renderPage(<OutOfStockPage />, { path: '/out-of-stock/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Out of stock' })).toBeInTheDocument();
    expect(screen.getByText('We’re sorry: the item you chose is out of stock right now.')).toBeInTheDocument();
  });

  it('offers samples, coupons and rewards instead', () => {
    renderPage(<OutOfStockPage />, { path: '/out-of-stock/' });

    expect(screen.getByRole('link', { name: 'See free samples' })).toHaveAttribute('href', '/samples');
    expect(screen.getByRole('link', { name: 'See coupons' })).toHaveAttribute('href', '/coupons/');
    expect(screen.getByRole('link', { name: 'See rewards' })).toHaveAttribute('href', '/rewards/');
  });

  it('says the same in French, with French links', () => {
    renderPage(<OutOfStockPage />, { path: '/fr/epuisement-des-stocks/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Épuisement des stocks' })).toBeInTheDocument();
    expect(screen.getByText(/l’article que vous avez choisi est en rupture de stock/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les échantillons gratuits' })).toHaveAttribute('href', '/fr/echantillons');
    expect(screen.getByRole('link', { name: 'Voir les bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
    expect(screen.getByRole('link', { name: 'Voir les récompenses' })).toHaveAttribute('href', '/fr/recompenses/');
  });

  it('names the sample that ran out when the order sends it there', async () => {
    const { api } = createFakeSiteApi({ sampleCampaigns: ok({ incentives: theSamples() }) });
    renderPage(<OutOfStockPage />, { path: '/fr/epuisement-des-stocks/?sample=SMP-CREST-3DWHITE', props: { api } });

    expect(await screen.findByText(/Crest 3D White toothpaste est en rupture de stock/)).toBeInTheDocument();
  });
});
