import type { HelpTopic } from '@maple/contracts';
import { useCurrentLocation } from '@maple/platform';
import { createFakeSiteApi } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { HelpPage } from './help-page';

const topics: HelpTopic[] = [
  {
    topicId: 'joining',
    title: 'Joining',
    questions: [
      { questionId: 'how-to-join', question: 'How do I join?', answer: ['Choose Sign up and create your account.'], routeIds: ['signup'] },
      {
        questionId: 'cannot-sign-in',
        question: 'Why can’t I sign in?',
        answer: ['Allow cookies, and turn off your VPN.'],
        routeIds: ['login', 'unknownScreen'],
      },
    ],
  },
  {
    topicId: 'samples',
    title: 'Samples and coupons',
    questions: [
      {
        questionId: 'sample-limit',
        question: 'How many samples can I order?',
        answer: ['One per member or household.'],
        routeIds: ['samples'],
      },
    ],
  },
];

const frenchTopics: HelpTopic[] = [
  {
    topicId: 'samples',
    title: 'Échantillons et bons de réduction',
    questions: [
      {
        questionId: 'sample-limit',
        question: 'Combien d’échantillons puis-je commander?',
        answer: ['Un par membre ou par foyer.'],
        routeIds: ['samples'],
      },
      { questionId: 'delivery', question: 'Puis-je modifier mon adresse de livraison?', answer: ['Non.'], routeIds: [] },
    ],
  },
];

function AddressBar() {
  const { pathname, search } = useCurrentLocation();
  return <p>{`Address: ${pathname}${search}`}</p>;
}

describe('HelpPage', () => {
  it('answers the questions from the API by topic, with links to the screens each answer names', async () => {
    renderPage(<HelpPage />, { path: '/help', props: { api: createFakeSiteApi({ helpTopics: ok({ topics }) }).api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    const joining = await screen.findByRole('region', { name: 'Joining' });
    expect(within(joining).getByRole('heading', { level: 3, name: 'How do I join?' })).toHaveAttribute('id', 'faq-how-to-join');
    expect(within(joining).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    // A screen the composition does not have is left out.
    expect(within(joining).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(joining).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Samples and coupons' })).toHaveTextContent('One per member or household.');
    expect(screen.getAllByRole('link', { name: 'Chat with us' })[0]).toHaveAttribute('href', '/chat');
  });

  it('narrows the questions as the visitor types, keeping the query in the address', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <HelpPage />
        <AddressBar />
      </>,
      { path: '/help', props: { api: createFakeSiteApi({ helpTopics: ok({ topics }) }).api } },
    );
    await screen.findByRole('region', { name: 'Joining' });

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'cookies');

    expect(screen.getByRole('status')).toHaveTextContent('1 question matches “cookies”.');
    expect(screen.getByRole('heading', { level: 3, name: 'Why can’t I sign in?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'How do I join?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Samples and coupons' })).not.toBeInTheDocument();
    expect(screen.getByText('Address: /help?q=cookies')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zebra');
    expect(screen.getByRole('status')).toHaveTextContent('No question matches “zebra”.');
  });

  it('finds French questions without accents on the French page', async () => {
    renderPage(<HelpPage />, {
      path: '/fr/aide?q=echantillons%20commander',
      props: { api: createFakeSiteApi({ helpTopics: ok({ topics: frenchTopics }) }).api },
    });

    expect(await screen.findByRole('heading', { level: 3, name: 'Combien d’échantillons puis-je commander?' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 question correspond à « echantillons commander ».');
    expect(screen.getByRole('searchbox', { name: 'Chercher dans les questions' })).toHaveValue('echantillons commander');
  });

  it('takes the visitor to the question a link names', async () => {
    renderPage(<HelpPage />, { path: '/help#faq-sample-limit', props: { api: createFakeSiteApi({ helpTopics: ok({ topics }) }).api } });

    const question = await screen.findByRole('heading', { level: 3, name: 'How many samples can I order?' });
    expect(question).toHaveFocus();
  });

  it('offers to try again, and the chat, when the questions cannot be loaded', async () => {
    renderPage(<HelpPage />, { path: '/help', props: { api: createFakeSiteApi({ helpTopics: failure() }).api } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The questions could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/chat');
  });
});
