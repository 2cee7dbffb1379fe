import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ImpactDashboardPage } from './impact-dashboard-page';

describe('ImpactDashboardPage', () => {
  it('shows the member’s cause and the impact of their points', () => {
    renderPage(<ImpactDashboardPage />, { path: '/my-dashboard' });

    expect(screen.getByRole('heading', { level: 1, name: 'My impact dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your cause' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your impact' })).toBeInTheDocument();
    expect(screen.getByText(/your points support our default cause/)).toBeInTheDocument();
  });

  it('is in French on the French path, with links to the causes and the community’s impact', () => {
    renderPage(<ImpactDashboardPage />, { path: '/fr/mon-tableau-de-bord' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Votre cause' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nos causes' })).toHaveAttribute('href', '/fr/causes/');
    expect(screen.getByRole('link', { name: 'Notre impact' })).toHaveAttribute('href', '/fr/impact/');
  });
});
