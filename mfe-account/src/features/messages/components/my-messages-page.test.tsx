import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { MyMessagesPage } from './my-messages-page';

describe('MyMessagesPage', () => {
  it('explains that each message is read or unread', () => {
    renderPage(<MyMessagesPage />, { path: '/my-messages' });

    expect(screen.getByRole('heading', { level: 1, name: 'My messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Read and unread' })).toBeInTheDocument();
    expect(screen.getByText(/Unread: a message you haven’t opened yet/)).toBeInTheDocument();
    expect(screen.getByText(/Opening a message marks it as read/)).toBeInTheDocument();
  });

  it('says the same in French', () => {
    renderPage(<MyMessagesPage />, { path: '/fr/mes-messages' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mes messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lus et non lus' })).toBeInTheDocument();
    expect(screen.getByText(/Ouvrir un message le marque comme lu/)).toBeInTheDocument();
  });
});
