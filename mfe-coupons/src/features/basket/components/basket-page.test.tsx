import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { BasketPage } from './basket-page';

describe('BasketPage', () => {
  it('is titled My basket and explains what happens to samples and coupons in it', () => {
    renderPage(<BasketPage />, { path: '/basket/' });

    expect(screen.getByRole('heading', { level: 1, name: 'My basket' })).toBeInTheDocument();
    const samples = screen.getByRole('region', { name: 'Samples in your basket' });
    expect(within(samples).getByText('Each sample is limited to one per member or household.')).toBeInTheDocument();
    const coupons = screen.getByRole('region', { name: 'Coupons in your basket' });
    expect(within(coupons).getByText('Retail-partner coupons are limited to 1 per transaction.')).toBeInTheDocument();
    expect(screen.getByText('Signing out empties your basket.')).toBeInTheDocument();
  });

  it('is in French on the French path, with links to samples and coupons in French', () => {
    renderPage(<BasketPage />, { path: '/fr/panier/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Échantillons dans votre panier' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bons de réduction dans votre panier' })).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'Pages connexes' });
    expect(within(related).getByRole('link', { name: 'Échantillons gratuits' })).toHaveAttribute('href', '/fr/echantillons');
    expect(within(related).getByRole('link', { name: 'Bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
  });
});
