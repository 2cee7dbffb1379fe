import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { EarnPointsPage } from './earn-points-page';

describe('EarnPointsPage', () => {
  it('tells how many points adding the site to the home screen earns', () => {
    renderPage(<EarnPointsPage />, { path: '/earn-points/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Earn points' })).toBeInTheDocument();
    expect(screen.getByText('Add this site to your home screen: 25 points.')).toBeInTheDocument();
  });

  it('says the same in French', () => {
    renderPage(<EarnPointsPage />, { path: '/fr/accumulez-des-points/' });

    expect(screen.getByText('Ajoutez ce site à votre écran d’accueil : 25 points.')).toBeInTheDocument();
  });
});
