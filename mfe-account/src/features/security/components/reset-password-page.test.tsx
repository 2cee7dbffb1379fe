import { signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '#src/testing/render-page.tsx';
import { ResetPasswordPage } from './reset-password-page';

describe('ResetPasswordPage', () => {
  it('walks a visitor through the reset at the sign-in service', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });

    const steps = within(screen.getByRole('region', { name: 'How to reset your password' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('choose “Forgot your password?”');
    expect(screen.getByText('No email after 5 minutes? Check your spam or junk folder.')).toBeInTheDocument();
  });

  it('hands a visitor off to the sign-in service in French', async () => {
    renderPage(<ResetPasswordPage />, { path: '/fr/reinitialiser-le-mot-de-passe' });

    await userEvent.click(screen.getByRole('button', { name: 'Continuer pour réinitialiser mon mot de passe' }));
    // The shell reads `?login` and starts the sign-in: here the button is gone with nothing broken.
    expect(screen.getByRole('heading', { level: 1, name: 'Réinitialiser le mot de passe' })).toBeInTheDocument();
  });

  it('points a signed-in member to changing the password instead', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password', props: { state: signedInState() } });

    expect(screen.queryByRole('button', { name: 'Continue to reset my password' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Change password' })[0]).toHaveAttribute('href', '/change-password');
  });
});
