import { aHistory, aTransaction, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import { renderPage } from '#src/testing/render-page.tsx';
import { answer } from '#src/testing/reward-fixtures.ts';
import { ActionTasksPage } from './action-tasks-page';

const earnings = (...typeCodes: string[]) =>
  answer(aHistory({ MemberTransactions: typeCodes.map((typeCode) => aTransaction({ typeCode, description: typeCode, points: 25 })) }));

const done = { rewardEarned: true, completedSurveyCount: 1 };
const notYet = { rewardEarned: false, completedSurveyCount: 0 };

describe('ActionTasksPage', () => {
  it('shows each task’s progress from the site’s action counters and the onboarding steps', async () => {
    const { api } = createFakeSiteApi({ history: earnings() });
    renderPage(<ActionTasksPage />, {
      path: '/rewards/action-oriented-reward-tasks',
      props: {
        api,
        state: {
          ...signedInState(),
          onboarding: { 1: done, 2: notYet, 3: notYet },
          actionCounters: { survey: 2, scanReceipt: 0, signIn: 5 },
        },
      },
    });

    const steps = screen.getByRole('region', { name: 'Get started in three steps' });
    const step = (name: string) => within(steps).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(step('Step 1: tell us about you')).toHaveTextContent('Done');
    expect(step('Step 2: your household')).toHaveTextContent('To do');
    expect(step('Step 1: tell us about you')).toHaveTextContent('Earns 60 points');
    expect(screen.getByRole('progressbar', { name: 'Answer surveys' })).toHaveAttribute('aria-valuetext', '2 of 3');
    expect(screen.getByRole('progressbar', { name: 'Sign in on different days' })).toHaveAttribute('aria-valuetext', '5 of 5');
    const homeScreen = screen.getByRole('heading', { name: 'Add Maple Rewards to your home screen' }).closest('li') as HTMLElement;
    expect(homeScreen).toHaveTextContent('Earns 25 points');
    expect(homeScreen).toHaveTextContent('To do');
    expect(screen.queryByText('All tasks completed')).not.toBeInTheDocument();
  });

  it('sends each onboarding step’s Go to its own survey, not the list', async () => {
    const { api } = createFakeSiteApi({ history: earnings() });
    renderPage(<ActionTasksPage />, {
      path: '/fr/recompenses/action-oriented-reward-tasks',
      props: { api, state: { ...signedInState(), onboarding: { 1: done, 2: notYet, 3: notYet } } },
    });

    const steps = screen.getByRole('region', { name: 'Commencez en trois étapes' });
    // French puts a non-breaking space before each colon.
    expect(within(steps).getByRole('link', { name: /^Y aller\s: Étape 2\s: votre foyer$/ })).toHaveAttribute(
      'href',
      '/fr/sondage/?survey=1276',
    );
    expect(within(steps).getByRole('link', { name: /^Y aller\s: Étape 3\s: vos intérêts et vos causes$/ })).toHaveAttribute(
      'href',
      '/fr/sondage/?survey=1277',
    );
    expect(within(steps).queryByRole('link', { name: /Étape 1/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Y aller\s: Répondez à des sondages$/ })).toHaveAttribute('href', '/fr/sondage/');
  });

  it('says all tasks are completed when they are, in French', async () => {
    const { api } = createFakeSiteApi({ history: earnings('HOME_SCREEN_INSTALL') });
    renderPage(<ActionTasksPage />, {
      path: '/fr/recompenses/action-oriented-reward-tasks',
      props: {
        api,
        state: { ...signedInState(), onboarding: { 1: done, 2: done, 3: done }, actionCounters: { survey: 3, scanReceipt: 4, signIn: 9 } },
      },
    });

    expect(await screen.findByText('Toutes les tâches sont terminées')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Faites approuver des reçus' })).toHaveAttribute('aria-valuetext', '3 sur 3');
  });
});
