import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { OfferRulesPage } from './offer-rules-page';

describe('OfferRulesPage', () => {
  it('states the rules of every offer: Canada only, age 18, one sample per member or household', () => {
    renderPage(<OfferRulesPage />, { path: '/offer-rules' });

    expect(screen.getByRole('heading', { level: 1, name: 'Offer rules' })).toBeInTheDocument();
    expect(screen.getByText(/open only to residents of Canada/)).toBeInTheDocument();
    expect(screen.getByText(/which the program sets at 18/)).toBeInTheDocument();
    expect(screen.getByText('Free samples: one per member or household.')).toBeInTheDocument();
    expect(screen.getByText('Retail-partner coupons: one per transaction.')).toBeInTheDocument();
  });

  it('states them in French too', () => {
    renderPage(<OfferRulesPage />, { path: '/fr/regles-de-offre' });

    expect(screen.getByRole('heading', { level: 1, name: 'Règles de l’offre' })).toBeInTheDocument();
    expect(screen.getByText(/réservées aux résidents du Canada/)).toBeInTheDocument();
    expect(screen.getByText('Échantillons gratuits : un par membre ou par foyer.')).toBeInTheDocument();
  });
});
