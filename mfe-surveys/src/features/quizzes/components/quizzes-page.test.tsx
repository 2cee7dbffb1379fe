import type { ApiResult } from '@maple/contracts';
import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { QuizzesPage } from './quizzes-page';

const SLUGS = ['black-history', 'giving', 'sustainability', 'water', 'activist', 'hand-washing'];
const offered = (slugs = SLUGS) => ok({ quizzes: slugs.map((quizId) => ({ quizId, title: quizId, points: 20 })) });

describe('QuizzesPage', () => {
  it('lists the quizzes the API offers, each linking to its page with the points it earns', async () => {
    const { api } = createFakeSiteApi({ quizzes: offered() });
    renderPage(<QuizzesPage />, { path: '/quizzes/', props: { api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeInTheDocument();
    const quizzes = within(screen.getByRole('region', { name: 'Choose a quiz' }));
    expect(await quizzes.findByRole('link', { name: 'Hand washing quiz' })).toHaveAttribute('href', '/quizzes/hand-washing/');
    expect(quizzes.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Black History quiz',
      'Giving quiz',
      'Sustainability quiz',
      'Water quiz',
      'Activist quiz',
      'Hand washing quiz',
    ]);
    expect(quizzes.getAllByText('20 points')).toHaveLength(6);
    expect(quizzes.getByText(/simple ways to use less of it at home/)).toBeInTheDocument();
  });

  it('lists only the quizzes the API offers', async () => {
    const { api } = createFakeSiteApi({ quizzes: offered(['water', 'no-page-for-this-one']) });
    renderPage(<QuizzesPage />, { path: '/quizzes/', props: { api } });

    const quizzes = within(screen.getByRole('region', { name: 'Choose a quiz' }));
    expect(await quizzes.findByRole('link', { name: 'Water quiz' })).toBeInTheDocument();
    expect(quizzes.getAllByRole('link')).toHaveLength(1);
  });

  it('says “There are no quizzes available at this time.” when there are none', async () => {
    const { api } = createFakeSiteApi({ quizzes: offered([]) });
    renderPage(<QuizzesPage />, { path: '/quizzes/', props: { api } });

    expect(await screen.findByRole('heading', { name: 'There are no quizzes available at this time.' })).toBeInTheDocument();
  });

  it('opens the error modal with the quiz load code 1283 when the list cannot be loaded, and offers to try again', async () => {
    let answer: ApiResult<unknown> = failure('serviceNotAvailable', 503);
    const { api } = createFakeSiteApi({ quizzes: () => answer });
    const { props } = renderPage(<QuizzesPage />, { path: '/quizzes/', props: { api } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The quizzes could not be loaded');
    expect(props.asked).toEqual([{ command: 'showError', argument: 1283 }]);
    answer = offered();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Water quiz' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in to take a quiz, coming back here', async () => {
    const { api } = createFakeSiteApi({ quizzes: offered() });
    const { props } = renderPage(<QuizzesPage />, { path: '/quizzes/', props: { api } });

    expect(screen.getByText(/You need to be signed in to take a quiz/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to take a quiz' }));
    expect(props.asked).toEqual([{ command: 'promptLogin', argument: { reason: 'quiz', returnTo: '/quizzes/' } }]);
  });

  it('shows no sign-in button to a signed-in member', async () => {
    const { api } = createFakeSiteApi({ quizzes: offered() });
    renderPage(<QuizzesPage />, { path: '/quizzes/', props: { api, state: signedInState() } });

    await screen.findByRole('link', { name: 'Water quiz' });
    expect(screen.queryByRole('button', { name: 'Sign in to take a quiz' })).not.toBeInTheDocument();
  });

  it('is in French on the French path, with each quiz linked at its French address', async () => {
    const { api } = createFakeSiteApi({ quizzes: offered() });
    renderPage(<QuizzesPage />, { path: '/fr/quiz/', props: { api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Quiz' })).toBeInTheDocument();
    const quizzes = within(screen.getByRole('region', { name: 'Choisissez un quiz' }));
    expect(await quizzes.findByRole('link', { name: 'Quiz sur l’histoire des Noirs' })).toHaveAttribute(
      'href',
      '/fr/quiz/histoire-des-noirs/',
    );
    expect(quizzes.getByRole('link', { name: 'Quiz sur l’eau' })).toHaveAttribute('href', '/fr/quiz/eau/');
    expect(screen.getByRole('button', { name: 'Connectez-vous pour faire un quiz' })).toBeInTheDocument();
  });

  it('says there are no quizzes in French too', async () => {
    const { api } = createFakeSiteApi({ quizzes: offered([]) });
    renderPage(<QuizzesPage />, { path: '/fr/quiz/', props: { api } });

    expect(await screen.findByRole('heading', { name: 'Aucun quiz n’est offert pour le moment.' })).toBeInTheDocument();
  });
});
