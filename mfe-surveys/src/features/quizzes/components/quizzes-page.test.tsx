import { signedInState } from '@maple/contracts/testing';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { QuizzesPage } from './quizzes-page';

describe('QuizzesPage', () => {
  it('is titled Quizzes and links to each of the six quizzes', () => {
    renderPage(<QuizzesPage />, { path: '/quizzes/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeInTheDocument();
    const quizzes = within(screen.getByRole('region', { name: 'Choose a quiz' }));
    expect(quizzes.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Black History quiz',
      'Giving quiz',
      'Sustainability quiz',
      'Water quiz',
      'Activist quiz',
      'Hand washing quiz',
    ]);
    expect(quizzes.getByRole('link', { name: 'Hand washing quiz' })).toHaveAttribute('href', '/quizzes/hand-washing/');
    expect(quizzes.getByText(/simple ways to use less of it at home/)).toBeInTheDocument();
  });

  it('tells a visitor that taking a quiz needs sign-in, and links to the sign-in page', () => {
    renderPage(<QuizzesPage />, { path: '/quizzes/' });

    expect(screen.getByText(/You need to be signed in to take a quiz/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to take a quiz' })).toHaveAttribute('href', '/login/');
  });

  it('shows no sign-in link to a signed-in member', () => {
    renderPage(<QuizzesPage />, { path: '/quizzes/', props: { state: signedInState() } });

    expect(screen.queryByRole('link', { name: 'Sign in to take a quiz' })).not.toBeInTheDocument();
  });

  it('is in French on the French path, with each quiz linked at its French address', () => {
    renderPage(<QuizzesPage />, { path: '/fr/quiz/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Quiz' })).toBeInTheDocument();
    const quizzes = within(screen.getByRole('region', { name: 'Choisissez un quiz' }));
    expect(quizzes.getAllByRole('link')).toHaveLength(6);
    expect(quizzes.getByRole('link', { name: 'Quiz sur l’histoire des Noirs' })).toHaveAttribute('href', '/fr/quiz/histoire-des-noirs/');
    expect(quizzes.getByRole('link', { name: 'Quiz sur l’eau' })).toHaveAttribute('href', '/fr/quiz/eau/');
    expect(screen.getByRole('link', { name: 'Connectez-vous pour faire un quiz' })).toHaveAttribute('href', '/fr/connexion/');
  });
});
