import { signedInState } from '@maple/contracts/testing';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { SurveyPage } from './survey-page';

describe('SurveyPage', () => {
  it('is titled Surveys and tells what each survey earns', () => {
    renderPage(<SurveyPage />, { path: '/survey/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Surveys' })).toBeInTheDocument();
    expect(screen.getByText(/Share your opinion in short surveys/)).toBeInTheDocument();
    const earnings = within(screen.getByRole('region', { name: 'What each survey earns' }));
    expect(earnings.getByText('50 or 100 points, depending on the survey')).toBeInTheDocument();
    expect(earnings.getByText('1 cause point for the charity you support')).toBeInTheDocument();
    expect(earnings.getByText('5 sweepstakes entries, added automatically')).toBeInTheDocument();
  });

  it('asks the visitor, in a notice, to accept all cookies', () => {
    renderPage(<SurveyPage />, { path: '/survey/' });

    expect(screen.getByRole('note')).toHaveTextContent('Survey pages ask you to accept all cookies.');
  });

  it('explains the three onboarding surveys', () => {
    renderPage(<SurveyPage />, { path: '/survey/' });

    expect(screen.getByRole('heading', { name: 'Onboarding surveys' })).toBeInTheDocument();
    expect(screen.getByText(/three short onboarding surveys help us get to know you/)).toBeInTheDocument();
  });

  it('tells a visitor that starting a survey needs sign-in, and links to the sign-in page', () => {
    renderPage(<SurveyPage />, { path: '/survey/' });

    expect(screen.getByText('You need to be signed in to start a survey, so that the points go to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to start a survey' })).toHaveAttribute('href', '/login/');
  });

  it('shows a signed-in member their onboarding progress and no sign-in link', () => {
    const onboarding = {
      1: { rewardEarned: true, completedSurveyCount: 1 },
      2: { rewardEarned: false, completedSurveyCount: 0 },
      3: { rewardEarned: false, completedSurveyCount: 0 },
    };
    renderPage(<SurveyPage />, { path: '/survey/', props: { state: { ...signedInState(), onboarding } } });

    expect(screen.getByText('Onboarding surveys completed: 1 of 3.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to start a survey' })).not.toBeInTheDocument();
  });

  it('is in French on the French path, with French links to sign-in and to its sibling screens', () => {
    renderPage(<SurveyPage />, { path: '/fr/sondage/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sondages' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Les pages de sondage vous demandent d’accepter tous les témoins.');
    expect(screen.getByText('50 ou 100 points, selon le sondage')).toBeInTheDocument();
    expect(screen.getByText('1 point versé à l’organisme de bienfaisance que vous soutenez')).toBeInTheDocument();
    expect(screen.getByText('5 participations aux concours, ajoutées automatiquement')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous pour commencer un sondage' })).toHaveAttribute('href', '/fr/connexion/');
    const related = within(screen.getByRole('navigation', { name: 'Pages connexes' }));
    expect(related.getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/fr/quiz/');
    expect(related.getByRole('link', { name: 'Complétez votre profil' })).toHaveAttribute('href', '/fr/completer-le-profil/');
  });
});
