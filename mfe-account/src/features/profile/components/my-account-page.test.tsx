import { signedInState } from '@maple/contracts/testing';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { MyAccountPage } from './my-account-page';

describe('MyAccountPage', () => {
  it('is titled My account and tells what each part of the account holds', () => {
    renderPage(<MyAccountPage />, { path: '/my-account' });

    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'In your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your delivery address' })).toBeInTheDocument();
    expect(screen.getByText(/once an address is submitted for a delivery, it can’t be changed/)).toBeInTheDocument();
  });

  it('welcomes the signed-in member by first name', () => {
    const state = signedInState({ consumerId: 'c-1', emailAddress: 'amelie@example.ca', firstName: 'Amélie', lastName: 'Tremblay' });

    renderPage(<MyAccountPage />, { path: '/my-account', props: { state } });

    expect(screen.getByText('Welcome back, Amélie.')).toBeInTheDocument();
  });

  it('is in French on the French path, with links to the other account screens in French', () => {
    renderPage(<MyAccountPage />, { path: '/fr/mon-compte' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Votre adresse de livraison' })).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: 'Pages connexes' });
    expect(within(related).getByRole('link', { name: 'Historique des points' })).toHaveAttribute(
      'href',
      '/fr/mon-compte/historique-des-points/',
    );
    expect(within(related).getByRole('link', { name: 'Mes messages' })).toHaveAttribute('href', '/fr/mes-messages');
  });
});
