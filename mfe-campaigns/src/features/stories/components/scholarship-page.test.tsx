import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ScholarshipPage } from './scholarship-page';

describe('ScholarshipPage', () => {
  it('says each round has official rules and the offer rules apply too', () => {
    renderPage(<ScholarshipPage />, { path: '/scholarship/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Scholarship' })).toBeInTheDocument();
    expect(screen.getByText(/Each scholarship round has its own official rules/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Offer rules' })[0]).toHaveAttribute('href', '/offer-rules');
  });

  it('says so in French', () => {
    renderPage(<ScholarshipPage />, { path: '/fr/bourse-d-etudes/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bourse d’études' })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux résidents du Canada/)).toBeInTheDocument();
  });
});
