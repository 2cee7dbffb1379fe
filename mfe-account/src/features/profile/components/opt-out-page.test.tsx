import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { OptOutPage } from './opt-out-page';

describe('OptOutPage', () => {
  it('explains what opting out means', () => {
    renderPage(<OptOutPage />, { path: '/opt-out' });

    expect(screen.getByRole('heading', { level: 1, name: 'Opt out' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What opting out means' })).toBeInTheDocument();
    expect(screen.getByText(/Your membership in the rewards programme ends/)).toBeInTheDocument();
  });

  it('says a member can opt back in with the same email address', () => {
    renderPage(<OptOutPage />, { path: '/opt-out' });

    expect(screen.getByText(/You can opt back in at any time with the same email address/)).toBeInTheDocument();
  });

  it('says the same in French', () => {
    renderPage(<OptOutPage />, { path: '/fr/desinscrire' });

    expect(screen.getByRole('heading', { level: 1, name: 'Se désinscrire' })).toBeInTheDocument();
    expect(screen.getByText(/Vous pouvez vous réinscrire en tout temps avec la même adresse courriel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/mon-compte');
  });
});
