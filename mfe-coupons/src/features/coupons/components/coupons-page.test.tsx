import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { CouponsPage } from './coupons-page';

describe('CouponsPage', () => {
  it('is titled Coupons and presents print coupons, promo codes and digital offers', () => {
    renderPage(<CouponsPage />, { path: '/coupons/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Print coupons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Promo codes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Digital offers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Retail partner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Grocery partner' })).toBeInTheDocument();
  });

  it('limits retail-partner coupons to 1 per transaction', () => {
    renderPage(<CouponsPage />, { path: '/coupons/' });

    const retailPartner = screen.getByRole('heading', { level: 3, name: 'Retail partner' }).closest('li');
    expect(retailPartner).not.toBeNull();
    expect(within(retailPartner as HTMLElement).getByText('Limit of 1 coupon per transaction.')).toBeInTheDocument();
  });

  it('has the loyalty-card offers under the #optimumCards anchor', () => {
    renderPage(<CouponsPage />, { path: '/coupons/' });

    const loyaltyOffers = screen.getByRole('region', { name: 'Loyalty-card offers' });
    expect(loyaltyOffers).toHaveAttribute('id', 'optimumCards');
    expect(within(loyaltyOffers).getByRole('heading', { level: 2 })).toHaveTextContent('Loyalty-card offers');
  });

  it('is in French on the French path, with links to its sibling screens in French', () => {
    renderPage(<CouponsPage />, { path: '/fr/bons-rabais/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bons de réduction' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Offres pour carte de fidélité' })).toHaveAttribute('id', 'optimumCards');
    expect(screen.getByText('Limite de 1 bon de réduction par transaction.')).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'Pages connexes' });
    expect(within(related).getByRole('link', { name: 'Mon panier' })).toHaveAttribute('href', '/fr/panier/');
    expect(within(related).getByRole('link', { name: 'Échantillons gratuits' })).toHaveAttribute('href', '/fr/echantillons');
  });
});
