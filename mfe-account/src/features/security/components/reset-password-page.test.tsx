import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ResetPasswordPage } from './reset-password-page';

describe('ResetPasswordPage', () => {
  it('walks the member through resetting a forgotten password', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });

    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How to reset your password' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[3]).toHaveTextContent('Log in with your new password.');
  });

  it('tells the member to check the spam folder after 5 minutes', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });

    expect(screen.getByText('No email after 5 minutes? Check your spam or junk folder.')).toBeInTheDocument();
  });

  it('is in French on the French path, with a link to log in', () => {
    renderPage(<ResetPasswordPage />, { path: '/fr/reinitialiser-le-mot-de-passe' });

    expect(screen.getByRole('heading', { level: 1, name: 'Réinitialiser le mot de passe' })).toBeInTheDocument();
    expect(screen.getByText('Pas de courriel après 5 minutes? Vérifiez votre dossier de courrier indésirable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/fr/connexion/');
  });
});
