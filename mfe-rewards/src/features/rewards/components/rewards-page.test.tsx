import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { RewardsPage } from './rewards-page';

describe('RewardsPage', () => {
  it('is titled Rewards and lists the ways to redeem points in English', () => {
    renderPage(<RewardsPage />, { path: '/rewards/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ways to redeem your points' })).toBeInTheDocument();
    expect(screen.getByText(/Gift cards from Canadian retailers/)).toBeInTheDocument();
  });

  it('is in French on the French path, with links to its sibling screens in French', () => {
    renderPage(<RewardsPage />, { path: '/fr/recompenses/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Récompenses' })).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'Pages connexes' });
    expect(related).toContainElement(screen.getByRole('link', { name: 'Toutes les récompenses' }));
    expect(screen.getByRole('link', { name: 'Accumulez des points' })).toHaveAttribute('href', '/fr/accumulez-des-points/');
  });
});
