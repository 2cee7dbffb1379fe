import { aProfile, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen } from '@testing-library/react';
import { answer } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { CompleteProfilePage } from './complete-profile-page';

const done = { completedSurveyCount: 1, rewardEarned: true };

describe('CompleteProfilePage', () => {
  it('asks for the gender and the date of birth while they are missing', async () => {
    const { api } = createFakeSiteApi({ getProfile: answer(aProfile()) });
    renderPage(<CompleteProfilePage />, { path: '/complete-profile', props: { api, state: signedInState() } });

    expect(await screen.findByText('Your profile is incomplete: add your gender and date of birth.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Gender' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my details' })).toBeInTheDocument();
  });

  it('sends a member with a complete profile on to the welcome surveys, in French', async () => {
    const { api } = createFakeSiteApi({ getProfile: answer(aProfile({ traits: { gender: 'F', birthDate: '1990-07-04' } })) });
    renderPage(<CompleteProfilePage />, { path: '/fr/completer-le-profil/', props: { api, state: signedInState() } });

    expect(await screen.findByText(/répondez aux trois courts sondages d’accueil/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sondages' })[0]).toHaveAttribute('href', '/fr/sondage/');
  });

  it('says onboarding is complete once the surveys are done too', async () => {
    const { api } = createFakeSiteApi({ getProfile: answer(aProfile({ traits: { gender: 'F', birthDate: '1990-07-04' } })) });
    renderPage(<CompleteProfilePage />, {
      path: '/complete-profile',
      props: { api, state: { ...signedInState(), onboarding: { 1: done, 2: done, 3: done } } },
    });

    expect(await screen.findByText('Your onboarding is complete: you have done every step.')).toBeInTheDocument();
  });
});
