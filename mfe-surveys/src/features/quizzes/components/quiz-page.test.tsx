import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, quizDetail, quizResult } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { quizPages } from './quiz-pages';

// The shared quiz page, as mounted for the water quiz.
const WaterQuizPage = quizPages.quizWater;

const normalized = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('QuizPage', () => {
  it('takes its title from the route table and its intro from the quiz', () => {
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Water quiz' })).toBeInTheDocument();
    expect(screen.getByText('Dive into facts about fresh water in Canada and simple ways to use less of it at home.')).toBeInTheDocument();
  });

  it('tells a visitor that finishing earns points and asks them to sign in, coming back to this quiz', async () => {
    const { props } = renderPage(<WaterQuizPage />, { path: '/quizzes/water/' });

    const points = within(screen.getByRole('region', { name: 'Points for finishing' }));
    expect(points.getByText(/Each quiz you finish earns points/)).toBeInTheDocument();
    await userEvent.click(points.getByRole('button', { name: 'Sign in to take a quiz' }));
    expect(props.asked).toEqual([{ command: 'promptLogin', argument: { reason: 'quiz', returnTo: '/quizzes/water/' } }]);
  });

  it('gives a member the quiz’s questions from the API, and wants an answer to each', async () => {
    const { api, calls } = createFakeSiteApi({ quiz: ok(quizDetail()) });
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/', props: { api, state: signedInState() } });

    const quiz = within(await screen.findByRole('region', { name: 'Take the quiz' }));
    expect(quiz.getByText(/Finishing earns 20 points, once/)).toBeInTheDocument();
    await userEvent.click(quiz.getByRole('radio', { name: 'About 20%' }));
    await userEvent.click(quiz.getByRole('button', { name: 'Send my answers' }));

    expect(quiz.getByRole('group', { name: '2. When is World Water Day?' })).toHaveAccessibleDescription('Error: Choose an answer.');
    expect(calls.filter((call) => call.id === 'submitQuiz')).toEqual([]);
    expect(calls.find((call) => call.id === 'quiz')?.input).toEqual({ params: { quizId: 'water' } });
  });

  it('sends the answers for the server to score, then shows the score, each answer explained and the points', async () => {
    const { api, calls } = createFakeSiteApi({ quiz: ok(quizDetail()), submitQuiz: ok(quizResult({ share: '20', day: 'june-8' })) });
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/', props: { api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('radio', { name: 'About 20%' }));
    await userEvent.click(screen.getByRole('radio', { name: 'June 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await screen.findByText('You scored 1 out of 2')).toHaveFocus();
    expect(screen.getByText('Nicely done. The explanations below cover what you missed.')).toBeInTheDocument();
    expect(normalized(screen.getByText(/Finishing this quiz earned you/))).toBe(
      'Finishing this quiz earned you 20 points. Your balance is now 120 points.',
    );
    const answers = within(screen.getByRole('region', { name: 'Your answers, explained' })).getAllByRole('listitem');
    expect(answers[0]).toHaveTextContent('Your answer: About 20% Correct');
    expect(answers[0]).toHaveTextContent('Canada holds about 20% of it.');
    expect(answers[1]).toHaveTextContent('Your answer: June 8 Not quite');
    expect(answers[1]).toHaveTextContent('The correct answer: March 22');
    expect(calls.find((call) => call.id === 'submitQuiz')?.input).toEqual({
      params: { quizId: 'water' },
      body: {
        answers: [
          { questionId: 'share', optionId: '20' },
          { questionId: 'day', optionId: 'june-8' },
        ],
      },
    });
  });

  it('shows the last result to a member who took the quiz, who may take it again; points come once only', async () => {
    const last = quizResult({ share: '20', day: 'march-22' });
    const again = quizResult({ share: '20', day: 'march-22' }, { pointsAwarded: 0, pointsBalance: 120, alreadyCredited: true });
    const { api } = createFakeSiteApi({ quiz: ok(quizDetail({ lastResult: last })), submitQuiz: ok(again) });
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/', props: { api, state: signedInState() } });

    expect(await screen.findByRole('heading', { name: 'You scored 2 out of 2' })).toBeInTheDocument();
    expect(screen.getByText('A perfect score: well done!')).toBeInTheDocument();
    expect(screen.getByText('Your last attempt, on November 20, 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take the quiz again' }));
    await userEvent.click(screen.getByRole('radio', { name: 'About 20%' }));
    await userEvent.click(screen.getByRole('radio', { name: 'March 22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await screen.findByText(/You had already earned the points for this quiz/)).toBeInTheDocument();
    expect(screen.queryByText(/Finishing this quiz earned you/)).not.toBeInTheDocument();
  });

  it('tells a member whose email is not confirmed how to earn the points', async () => {
    const { api } = createFakeSiteApi({ quiz: ok(quizDetail()), submitQuiz: failure('emailNotVerified', 403, 'Email not verified') });
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/', props: { api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('radio', { name: 'About 2%' }));
    await userEvent.click(screen.getByRole('radio', { name: 'March 22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm your email address to earn points');
    expect(screen.getByRole('radio', { name: 'About 2%' })).toBeChecked();
  });

  it('says when the answers could not be sent, keeping the choices', async () => {
    const { api } = createFakeSiteApi({ quiz: ok(quizDetail()), submitQuiz: failure('unknown', null, 'network') });
    renderPage(<WaterQuizPage />, { path: '/quizzes/water/', props: { api, state: signedInState() } });

    await userEvent.click(await screen.findByRole('radio', { name: 'About 2%' }));
    await userEvent.click(screen.getByRole('radio', { name: 'March 22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await screen.findByText(/Your answers could not be sent/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'March 22' })).toBeChecked();
  });

  it('says there are no quizzes available when the API does not offer this one', async () => {
    const { api } = createFakeSiteApi({ quiz: failure('resourceNotFound', 404) });
    const { props } = renderPage(<WaterQuizPage />, { path: '/quizzes/water/', props: { api, state: signedInState() } });

    expect(await screen.findByRole('heading', { name: 'There are no quizzes available at this time.' })).toBeInTheDocument();
    expect(props.asked).toEqual([]);
  });

  it('opens the error modal with the quiz load code 1283 when the quiz cannot be loaded', async () => {
    const { api } = createFakeSiteApi({ quiz: failure('serviceNotAvailable', 503) });
    const { props } = renderPage(<WaterQuizPage />, { path: '/quizzes/water/', props: { api, state: signedInState() } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The quiz could not be loaded');
    expect(props.asked).toEqual([{ command: 'showError', argument: 1283 }]);
  });

  it('is in French on the French path, with links back to the quizzes and to its sibling screens', async () => {
    const { api } = createFakeSiteApi({ quiz: ok(quizDetail({ lastResult: quizResult({ share: '2', day: 'june-8' }) })) });
    renderPage(<WaterQuizPage />, { path: '/fr/quiz/eau/', props: { api, state: signedInState() } });

    expect(screen.getByRole('heading', { level: 1, name: 'Quiz sur l’eau' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Votre résultat : 0 sur 2' })).toBeInTheDocument();
    expect(screen.getByText('Continuez d’apprendre : les explications ci-dessous vous en disent plus.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refaire le quiz' })).toBeInTheDocument();
    const related = within(screen.getByRole('navigation', { name: 'Pages connexes' }));
    expect(related.getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/fr/quiz/');
    expect(related.getByRole('link', { name: 'Sondages' })).toHaveAttribute('href', '/fr/sondage/');
  });
});
