import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { CausesPage } from './causes-page';

describe('CausesPage', () => {
  it('explains choosing a cause, the default cause and donating points', () => {
    renderPage(<CausesPage />, { path: '/causes/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Our causes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your cause' })).toBeInTheDocument();
    expect(screen.getByText(/your support goes to the program’s default cause/)).toBeInTheDocument();
    expect(screen.getByText(/You can donate your points to your cause/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rewards' })).toHaveAttribute('href', '/rewards/');
  });

  it('explains the same in French', () => {
    renderPage(<CausesPage />, { path: '/fr/causes/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Nos causes' })).toBeInTheDocument();
    expect(screen.getByText(/la cause par défaut du programme/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'récompenses' })).toHaveAttribute('href', '/fr/recompenses/');
  });
});
