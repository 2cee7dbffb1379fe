import { signedInState } from '@maple/contracts/testing';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { quizPages } from './quiz-pages';

// The shared quiz page, as mounted for the water quiz.
const WaterQuizPage = quizPages.quizWater;

describe('QuizPage', () => {
  it('takes its title from the route table and its intro from the quiz', () => {
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Water quiz' })).toBeInTheDocument();
    expect(screen.getByText('Dive into facts about fresh water in Canada and simple ways to use less of it at home.')).toBeInTheDocument();
  });

  it('says that finishing the quiz earns points and that taking it needs sign-in', () => {
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/' });

    const points = within(screen.getByRole('region', { name: 'Points for finishing' }));
    expect(points.getByText(/Each quiz you finish earns points/)).toBeInTheDocument();
    expect(points.getByText(/You need to be signed in to take a quiz/)).toBeInTheDocument();
    expect(points.getByRole('link', { name: 'Sign in to take a quiz' })).toHaveAttribute('href', '/login/');
  });

  it('shows no sign-in link to a signed-in member', () => {
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/', props: { state: signedInState() } });

    expect(screen.queryByRole('link', { name: 'Sign in to take a quiz' })).not.toBeInTheDocument();
  });

  it('is in French on the French path, with links back to the quizzes and to its sibling screens', () => {
    renderPage(<WaterQuizPage />, { path: '/fr/quiz/eau/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Quiz sur l’eau' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Des points pour chaque quiz terminé' })).toHaveTextContent(
      'Chaque quiz terminé vous rapporte des points',
    );
    const related = within(screen.getByRole('navigation', { name: 'Pages connexes' }));
    expect(related.getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/fr/quiz/');
    expect(related.getByRole('link', { name: 'Sondages' })).toHaveAttribute('href', '/fr/sondage/');
    expect(related.getByRole('link', { name: 'Accumulez des points' })).toHaveAttribute('href', '/fr/accumulez-des-points/');
  });
});
