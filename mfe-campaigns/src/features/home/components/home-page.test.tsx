import { signedInState } from '@maple/contracts/testing';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('promises visitors they can join, pick a cause, earn points and redeem them', () => {
    renderPage(<HomePage />, { path: '/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: /Earn points for what you already do/ });
    expect(within(hero).getByText(/^Join:/)).toBeInTheDocument();
    expect(within(hero).getByText(/^Pick a cause:/)).toBeInTheDocument();
    expect(within(hero).getByText(/^Earn points:/)).toBeInTheDocument();
    expect(within(hero).getByText(/^Redeem:/)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Join Maple Rewards' })).toHaveAttribute('href', '/signup');
    expect(within(hero).getByRole('link', { name: 'See the rewards' })).toHaveAttribute('href', '/rewards/');
  });

  it('links to rewards, earning points, coupons, samples, surveys and impact', () => {
    renderPage(<HomePage />, { path: '/' });

    for (const [name, href] of [
      ['Rewards', '/rewards/'],
      ['Earn points', '/earn-points/'],
      ['Coupons', '/coupons/'],
      ['Free samples', '/samples'],
      ['Surveys', '/survey/'],
      ['Our impact', '/impact/'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('invites a signed-in member to earn points instead of joining', () => {
    renderPage(<HomePage />, { path: '/', props: { state: signedInState() } });

    expect(screen.queryByRole('link', { name: 'Join Maple Rewards' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start earning points' })).toHaveAttribute('href', '/earn-points/');
  });

  it('is in French on the French home page', () => {
    renderPage(<HomePage />, { path: '/fr/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Accueil' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Accumulez des points pour ce que vous faites déjà/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Devenir membre de Maple Rewards' })).toHaveAttribute('href', '/fr/inscrivez-vous');
    expect(screen.getByRole('link', { name: 'Bons de réduction' })).toHaveAttribute('href', '/fr/bons-rabais/');
    expect(screen.getByRole('link', { name: 'Échantillons gratuits' })).toHaveAttribute('href', '/fr/echantillons');
  });
});
