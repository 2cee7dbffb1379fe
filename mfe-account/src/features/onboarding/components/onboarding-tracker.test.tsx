import type { SiteState } from '@maple/contracts';
import { aHistory, aProfile, aTransaction, createFakeSiteApi, type FakeAnswer, signedInState } from '@maple/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, failure } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { OnboardingTracker } from './onboarding-tracker';

const done = { completedSurveyCount: 1, rewardEarned: true };
const notDone = { completedSurveyCount: 0, rewardEarned: false };

function renderTracker(
  state: Partial<SiteState>,
  {
    path = '/rewards/',
    profile = aProfile(),
    transactions = [aTransaction({ reference: '1275' })],
    resend = answer({ ok: true }) as FakeAnswer,
  } = {},
) {
  const fake = createFakeSiteApi({
    getProfile: answer(profile),
    history: answer(aHistory({ MemberTransactions: transactions })),
    resendVerificationEmail: resend,
  });
  const page = renderPage(<OnboardingTracker />, {
    path,
    props: { api: fake.api, state: { ...signedInState(), loginCount: 1, ...state } },
  });
  return { ...fake, page };
}

const unconfirmed = aProfile({ traits: { emailVerified: false } });

describe('the welcome of a member whose email address is not confirmed', () => {
  afterEach(() => sessionStorage.clear());

  it('says first, on the first page and without waiting for a click, to confirm the address to start earning', async () => {
    renderTracker({ pageVisits: 1 }, { profile: unconfirmed });

    const welcome = await screen.findByRole('complementary', { name: 'Welcome to Maple Rewards, Ada!' });
    expect(welcome).toHaveTextContent('First, confirm your email address: follow the link we sent to a**@*******.**.');
    expect(welcome).toHaveTextContent('Until it is confirmed, surveys, quizzes and receipts cannot earn you points.');
    expect(screen.getByRole('link', { name: 'answer the first welcome survey' })).toHaveAttribute('href', '/survey/?survey=1275');
    expect(screen.queryByRole('complementary', { name: /Your onboarding/ })).not.toBeInTheDocument();
  });

  it('sends the confirmation email again, and says so', async () => {
    const { calls } = renderTracker({ pageVisits: 1 }, { profile: unconfirmed });

    await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation email again' }));

    expect(await screen.findByText('We sent it again. It can take a few minutes to arrive.')).toBeInTheDocument();
    expect(calls.filter((call) => call.id === 'resendVerificationEmail')).toHaveLength(1);
  });

  it('says in French, with its code, that the email could not be sent again', async () => {
    renderTracker(
      { pageVisits: 1 },
      { path: '/fr/', profile: unconfirmed, resend: failure(503, 'Service not available', 'serviceNotAvailable', 1286) },
    );

    expect(await screen.findByRole('complementary', { name: 'Bienvenue chez Maple Rewards, Ada!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le courriel de confirmation de nouveau' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('(code d’erreur 1286)');
  });

  it('stays hidden for the rest of the visit once the member hides it', async () => {
    renderTracker({ pageVisits: 1 }, { profile: unconfirmed });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide for now' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    renderTracker({ pageVisits: 2 }, { profile: unconfirmed });
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
  });

  it('gives way to the tracker once the address is confirmed', async () => {
    renderTracker({ pageVisits: 2, onboarding: { 1: done, 2: notDone, 3: notDone } });
    await userEvent.keyboard('{Tab}');

    expect(await screen.findByRole('complementary', { name: 'Your onboarding Incomplete' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: /Welcome/ })).not.toBeInTheDocument();
  });
});

describe('OnboardingTracker', () => {
  it('appears once the member interacts with the 2nd page of the visit, with its steps and status', async () => {
    renderTracker({ pageVisits: 2, onboarding: { 1: done, 2: notDone, 3: notDone } });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await userEvent.keyboard('{Tab}');

    const tracker = await screen.findByRole('complementary', { name: 'Your onboarding Incomplete' });
    expect(tracker).toHaveTextContent('Answer welcome survey 1 of 3 Done');
    expect(tracker).toHaveTextContent('Answer welcome survey 2 of 3 To do');
    expect(screen.getByRole('link', { name: 'Answer welcome survey 2 of 3' })).toHaveAttribute('href', '/survey/?survey=1276');
    expect(screen.getByRole('link', { name: 'Add your gender and date of birth' })).toHaveAttribute('href', '/complete-profile');
    expect(screen.getByRole('progressbar', { name: 'Onboarding steps done' })).toHaveAttribute('aria-valuetext', '1 of 4 steps done');
  });

  it('stays out of the way on the 1st and 3rd pages, and after 4 sign-ins', async () => {
    for (const state of [{ pageVisits: 1 }, { pageVisits: 3 }, { pageVisits: 4, loginCount: 4 }]) {
      const { unmount } = renderTracker(state) as unknown as { unmount?: () => void };
      await userEvent.keyboard('{Tab}');
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      unmount?.();
    }
  });

  it('appears on a rewards page of the completeOnboarding campaign, whatever the visit', async () => {
    renderTracker({ pageVisits: 5, loginCount: 4 }, { path: '/fr/recompenses/?campaign=completeOnboarding' });
    await userEvent.click(document.body);

    expect(await screen.findByRole('complementary', { name: 'Votre accueil Incomplet' })).toBeInTheDocument();
    // French counts 0 and 1 in the singular.
    expect(screen.getByRole('progressbar', { name: 'Étapes d’accueil terminées' })).toHaveAttribute(
      'aria-valuetext',
      '0 étape terminée sur 4',
    );
  });

  it('says completed with the three surveys, a gender and a birthday, and can be hidden', async () => {
    renderTracker(
      { pageVisits: 4, onboarding: { 1: done, 2: done, 3: done } },
      { profile: aProfile({ traits: { gender: 'R', birthDate: '1990-07-04' } }) },
    );
    await userEvent.keyboard('{Tab}');

    expect(await screen.findByRole('complementary', { name: 'Your onboarding Completed' })).toHaveTextContent(
      'every onboarding step is complete',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide for now' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('never shows to a member outside the loyalty programme, nor to an early member with other surveys', async () => {
    renderTracker({ pageVisits: 2 }, { profile: aProfile({ traits: { loyaltyProgramUser: null } }) });
    await userEvent.keyboard('{Tab}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('asks nothing of the API for a visitor', async () => {
    const { api, calls } = createFakeSiteApi();
    renderPage(<OnboardingTracker />, { path: '/', props: { api, state: { pageVisits: 2 } } });
    await userEvent.keyboard('{Tab}');

    expect(calls).toEqual([]);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
