import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { HelpPage } from './help-page';

describe('HelpPage', () => {
  it('answers how to join, earn, redeem, the sample limit and how to contact us', () => {
    renderPage(<HelpPage />, { path: '/help' });

    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    for (const question of [
      'How do I join?',
      'How do I earn points?',
      'How do I redeem my points?',
      'How many samples can I order?',
      'How do I contact you?',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: question })).toBeInTheDocument();
    }
    expect(screen.getByText(/limited to one per member or household/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('link', { name: 'Chat with us' })[0]).toHaveAttribute('href', '/chat');
  });

  it('answers in French on the French path', () => {
    renderPage(<HelpPage />, { path: '/fr/aide' });

    expect(screen.getByRole('heading', { level: 1, name: 'Aide' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Comment devenir membre?' })).toBeInTheDocument();
    expect(screen.getByText(/limités à un par membre ou par foyer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accumulez des points' })).toHaveAttribute('href', '/fr/accumulez-des-points/');
  });
});
