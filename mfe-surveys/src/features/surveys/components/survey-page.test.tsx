import type { ApiResult } from '@maple/contracts';
import { aHistory, anEarning, aTransaction, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, memberSurveys, ok, publicSurveys } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { SurveyPage } from './survey-page';

const done = { completedSurveyCount: 1, rewardEarned: true };
const notYet = { completedSurveyCount: 0, rewardEarned: false };

function member(onboarding = { 1: notYet, 2: notYet, 3: notYet }, surveys = memberSurveys()) {
  const { api, calls } = createFakeSiteApi({ memberSurveys: ok(surveys), history: ok(aHistory()) });
  return { api, calls, state: { ...signedInState(), onboarding, cookiesAccepted: true } };
}

describe('SurveyPage, the list', () => {
  it('shows a visitor every survey by title with what it earns, and asks them to sign in to start one', async () => {
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    const { props } = renderPage(<SurveyPage />, { path: '/survey/', props: { api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Surveys' })).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Choose a survey' }));
    const laundry = (await list.findByRole('heading', { name: 'Laundry day' })).closest('li') as HTMLElement;
    expect(laundry).toHaveTextContent('100 points, 1 cause point and 5 sweepstakes entries');
    await userEvent.click(within(laundry).getByRole('button', { name: 'Start survey Laundry day' }));

    expect(props.asked).toEqual([{ command: 'promptLogin', argument: { reason: 'survey', returnTo: '/survey/?survey=1285' } }]);
  });

  it('lists the three onboarding surveys as steps, in order', async () => {
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    renderPage(<SurveyPage />, { path: '/survey/', props: { api } });

    const steps = within(await screen.findByRole('list', { name: 'The three onboarding steps' }));
    expect(steps.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Step 1: Tell us about you',
      'Step 2: Your household',
      'Step 3: Your interests and causes',
    ]);
  });

  it('says that survey pages need all cookies, with a way to accept them, until they are accepted', async () => {
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state: { cookiesAccepted: false } } });

    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Surveys need all cookies');
    expect(notice).toHaveTextContent('You chose necessary cookies only, so surveys cannot open.');
    expect(within(notice).getByRole('button', { name: 'Accept all cookies' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Laundry day' });
  });

  it('says in French that surveys need all cookies, and lets the visitor accept them there', async () => {
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    const { props } = renderPage(<SurveyPage />, { path: '/fr/sondage/', props: { api, state: { cookiesAccepted: null } } });

    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Les sondages exigent tous les témoins');
    expect(notice).toHaveTextContent('Votre choix s’applique aussitôt; vos réponses ne sont pas perdues.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Accepter tous les témoins' }));

    expect(props.asked).toEqual([{ command: 'acceptAllCookies', argument: undefined }]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows no cookie requirement once all cookies are accepted', async () => {
    const { api, state } = member();
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state } });

    await screen.findByRole('heading', { name: 'Laundry day' });
    expect(screen.queryByText('Surveys need all cookies')).not.toBeInTheDocument();
  });

  it('shows a member where they are with each survey: start, resume or completed; the scenario surveys are not listed', async () => {
    const surveys = memberSurveys({
      1281: { status: 'completed', completedAt: '2026-11-19T15:00:00Z', answeredCount: 3 },
      1285: { status: 'in-progress', answeredCount: 2 },
    });
    const { api, state } = member(undefined, surveys);
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state } });

    const list = within(screen.getByRole('region', { name: 'Choose a survey' }));
    const laundry = (await list.findByRole('heading', { name: 'Laundry day' })).closest('li') as HTMLElement;
    expect(laundry).toHaveTextContent('In progress Questions answered: 2 of 4');
    expect(laundry).toHaveTextContent('Questions answered: 2 of 4');
    expect(within(laundry).getByRole('link', { name: 'Resume survey Laundry day' })).toHaveAttribute('href', '/survey/?survey=1285');
    const beauty = list.getByRole('heading', { name: 'Your skin care and beauty routine' }).closest('li') as HTMLElement;
    expect(beauty).toHaveTextContent('Completed on November 19, 2026');
    expect(within(beauty).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('A little more about you')).not.toBeInTheDocument();
    expect(screen.queryByText('Your visit today')).not.toBeInTheDocument();
  });

  it('opens a survey from the list in the page', async () => {
    const { api, state } = member();
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state } });

    await userEvent.click(await screen.findByRole('link', { name: 'Start survey Laundry day' }));

    expect(await screen.findByRole('link', { name: 'All surveys' })).toHaveAttribute('href', '/survey/');
  });

  it('counts the member’s onboarding surveys from the store, with each step’s reward-earned flag', async () => {
    const surveys = memberSurveys({ 1275: { status: 'completed', completedAt: '2026-11-19T15:00:00Z' } });
    const { api, state } = member({ 1: done, 2: notYet, 3: notYet }, surveys);
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state } });

    expect(screen.getByRole('progressbar', { name: 'Onboarding surveys completed' })).toHaveAttribute('aria-valuetext', '1 of 3');
    const steps = within(await screen.findByRole('list', { name: 'The three onboarding steps' }));
    const first = steps.getByRole('heading', { name: 'Step 1: Tell us about you' }).closest('li') as HTMLElement;
    expect(first).toHaveTextContent('Completed');
    expect(first).toHaveTextContent('Reward earned');
    expect(steps.getByRole('heading', { name: 'Step 2: Your household' }).closest('li')).not.toHaveTextContent('Reward earned');
    expect(screen.queryByText('All onboarding surveys completed')).not.toBeInTheDocument();
  });

  it('says “all onboarding surveys completed” once the three are done', async () => {
    const { api, state } = member({ 1: done, 2: done, 3: done });
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state } });

    expect(screen.getByRole('progressbar', { name: 'Onboarding surveys completed' })).toHaveAttribute('aria-valuetext', '3 of 3');
    expect(screen.getByText('All onboarding surveys completed')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Laundry day' });
  });

  it('claims the credit of an onboarding step whose survey is completed and not yet credited', async () => {
    const { api, calls } = createFakeSiteApi({
      memberSurveys: ok(memberSurveys()),
      history: ok(
        aHistory({
          MemberTransactions: [
            aTransaction({ typeCode: 'SURVEY_COMPLETED', reference: '1276' }),
            aTransaction({ typeCode: 'SURVEY_COMPLETED', reference: '1275' }),
            aTransaction({ typeCode: 'ONBOARDING_STEP', reference: '1' }),
          ],
        }),
      ),
      memberInteraction: ok(anEarning({ pointsAwarded: 10, causePointsAwarded: 0, sweepstakesEntries: 0, pointsBalance: 110 })),
    });
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state: signedInState() } });

    await screen.findByRole('heading', { name: 'Laundry day' });
    expect(calls.filter((call) => call.id === 'memberInteraction').map((call) => call.input)).toEqual([
      { body: { interaction: { type: 'ONBOARDING_STEP', reference: '2' } } },
    ]);
  });

  it('says when the surveys cannot be loaded, and loads them again on request', async () => {
    let answer: ApiResult<unknown> = failure('serviceNotAvailable', 503);
    const { api } = createFakeSiteApi({ memberSurveys: () => answer, history: ok(aHistory()) });
    renderPage(<SurveyPage />, { path: '/survey/', props: { api, state: signedInState() } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The surveys could not be loaded');
    answer = ok(memberSurveys());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Laundry day' })).toBeInTheDocument();
  });

  it('is in French on the French path, and brings a visitor back to the French survey', async () => {
    const { api } = createFakeSiteApi({ surveys: ok(publicSurveys()) });
    const { props } = renderPage(<SurveyPage />, { path: '/fr/sondage/', props: { api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Sondages' })).toBeInTheDocument();
    expect(screen.getByText('Les sondages exigent tous les témoins')).toBeInTheDocument();
    expect(screen.getByText('5 participations aux concours, ajoutées automatiquement')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Commencer le sondage Laundry day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Connectez-vous pour commencer un sondage' }));

    expect(props.asked.map((asked) => asked.argument)).toEqual([
      { reason: 'survey', returnTo: '/fr/sondage/?survey=1285' },
      { reason: 'survey', returnTo: '/fr/sondage/' },
    ]);
    const related = within(screen.getByRole('navigation', { name: 'Pages connexes' }));
    expect(related.getByRole('link', { name: 'Quiz' })).toHaveAttribute('href', '/fr/quiz/');
  });
});
