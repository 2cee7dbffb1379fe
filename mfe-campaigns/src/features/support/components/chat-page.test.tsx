import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ChatPage } from './chat-page';

describe('ChatPage', () => {
  it('tells members what support covers, what to have ready and to never share their password', () => {
    renderPage(<ChatPage />, { path: '/chat' });

    expect(screen.getByRole('heading', { level: 1, name: 'Chat with us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Have this ready when you contact us' })).toBeInTheDocument();
    expect(screen.getByText('The email address of your Maple Rewards account.')).toBeInTheDocument();
    expect(screen.getByText(/will never ask for your password/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Help' })[0]).toHaveAttribute('href', '/help');
  });

  it('says the same in French', () => {
    renderPage(<ChatPage />, { path: '/fr/clavardage' });

    expect(screen.getByRole('heading', { level: 1, name: 'Clavardez avec nous' })).toBeInTheDocument();
    expect(screen.getByText(/ne vous demandera jamais votre mot de passe/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Aide' })[0]).toHaveAttribute('href', '/fr/aide');
  });
});
