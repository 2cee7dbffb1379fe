import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { PointsHistoryPage } from './points-history-page';

describe('PointsHistoryPage', () => {
  it('shows where to find transactions and redeemed rewards', () => {
    renderPage(<PointsHistoryPage />, { path: '/my-account/points-history/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Points history' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Redeemed rewards' })).toBeInTheDocument();
  });

  it('says only approved redemptions are listed', () => {
    renderPage(<PointsHistoryPage />, { path: '/my-account/points-history/' });

    expect(screen.getByText('Only approved redemptions are listed: cancelled redemptions do not appear.')).toBeInTheDocument();
  });

  it('is in French on the French path, with a link to the points details', () => {
    renderPage(<PointsHistoryPage />, { path: '/fr/mon-compte/historique-des-points/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Historique des points' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Récompenses échangées' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Détails des points' })).toHaveAttribute('href', '/fr/mon-compte/details');
  });
});
