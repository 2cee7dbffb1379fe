import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ChangePasswordPage } from './change-password-page';

describe('ChangePasswordPage', () => {
  it('says up to 3 failed attempts are allowed', () => {
    renderPage(<ChangePasswordPage />, { path: '/change-password' });

    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(
      screen.getByText('Up to 3 failed attempts are allowed. After that, your next attempt is blocked and the count starts over.'),
    ).toBeInTheDocument();
  });

  it('points a member who forgot the password to the reset screen', () => {
    renderPage(<ChangePasswordPage />, { path: '/change-password' });

    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/reset-password');
  });

  it('is in French on the French path', () => {
    renderPage(<ChangePasswordPage />, { path: '/fr/modifier-mot-de-passe/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Modifier le mot de passe' })).toBeInTheDocument();
    expect(screen.getByText(/Jusqu’à 3 tentatives infructueuses sont permises/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réinitialiser le mot de passe' })).toHaveAttribute(
      'href',
      '/fr/reinitialiser-le-mot-de-passe',
    );
  });
});
