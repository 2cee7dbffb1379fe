import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ReferAFriendPage } from './refer-a-friend-page';

describe('ReferAFriendPage', () => {
  it('explains in three steps how to invite a friend, with a link to sign up', () => {
    renderPage(<ReferAFriendPage />, { path: '/refer-a-friend' });

    expect(screen.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/open to adults living in Canada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('is in French on the French path', () => {
    renderPage(<ReferAFriendPage />, { path: '/fr/referez-un-ami' });

    expect(screen.getByRole('heading', { level: 1, name: 'Référez un ami' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comment ça fonctionne' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/fr/inscrivez-vous');
  });
});
