import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { MyMessagesPage } from './my-messages-page';

const welcome = {
  messageId: 'MSG-1',
  subject: 'Welcome to Maple Rewards!',
  body: 'Thanks for joining.',
  read: true,
  sentAt: '2026-11-20T12:00:00Z',
};
const referral = {
  messageId: 'MSG-2',
  subject: 'Your friend joined Maple Rewards',
  body: '<p>Sam joined.</p><p><strong>100 points</strong> were added. <a href="/my-account/points-history/" onclick="steal()">See your points history</a>.</p><script>steal()</script><img src=x onerror="steal()">',
  read: false,
  sentAt: '2026-11-21T12:00:00Z',
};

function renderMessages(path = '/my-messages') {
  let read = false;
  const fake = createFakeSiteApi({
    messages: () => answer({ messages: [{ ...referral, read }, welcome] }),
    readMessage: () => {
      read = true;
      return answer({ ...referral, read: true });
    },
  });
  const view = renderPage(<MyMessagesPage />, { path, props: { api: fake.api, state: signedInState() } });
  return { ...fake, ...view };
}

describe('MyMessagesPage', () => {
  it('lists the messages with their read state', async () => {
    renderMessages();

    expect(await screen.findByText('2 messages, 1 unread.')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();
  });

  it('marks a message read when it is opened, and refreshes the list (the header’s count follows)', async () => {
    const { calls } = renderMessages();

    await userEvent.click(await screen.findByText('Your friend joined Maple Rewards'));

    expect(await screen.findByText('2 messages, all read.')).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'readMessage').map((call) => call.input)).toEqual([{ query: { messageId: 'MSG-2' } }]);
    expect(calls.filter((call) => call.id === 'messages')).toHaveLength(2);
  });

  it('shows a message’s HTML sanitized: text markup and links stay, scripts and handlers go', async () => {
    const { container } = renderMessages();
    await userEvent.click(await screen.findByText('Your friend joined Maple Rewards'));

    expect(screen.getByText('100 points').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'See your points history' })).toHaveAttribute('href', '/my-account/points-history/');
    expect(screen.getByRole('link', { name: 'See your points history' })).not.toHaveAttribute('onclick');
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('is in French on the French path', async () => {
    renderMessages('/fr/mes-messages');

    expect(screen.getByRole('heading', { level: 1, name: 'Mes messages' })).toBeInTheDocument();
    expect(await screen.findByText('2 messages, 1 non lu.')).toBeInTheDocument();
  });
});
