import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { CompleteProfilePage } from './complete-profile-page';

describe('CompleteProfilePage', () => {
  it('lists the gender answers a member can choose from', () => {
    renderPage(<CompleteProfilePage />, { path: '/complete-profile' });

    expect(screen.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeInTheDocument();
    const genders = within(screen.getByRole('list', { name: 'Gender' })).getAllByRole('listitem');
    expect(genders.map((item) => item.textContent)).toEqual(['Female', 'Male', 'Non-binary', 'Other', 'I’d rather not say']);
  });

  it('lists every ethnicity and culture answer, and says several may apply', () => {
    renderPage(<CompleteProfilePage />, { path: '/complete-profile' });

    const ethnicities = within(screen.getByRole('list', { name: 'Ethnicity and culture' })).getAllByRole('listitem');
    expect(ethnicities).toHaveLength(11);
    expect(ethnicities[0]).toHaveTextContent('White');
    expect(ethnicities[7]).toHaveTextContent('First Peoples');
    expect(ethnicities[10]).toHaveTextContent('I do not wish to disclose this information');
    expect(screen.getByText('Choose every answer that applies to you.')).toBeInTheDocument();
  });

  it('asks for the birth date of an adult and explains why the profile matters', () => {
    renderPage(<CompleteProfilePage />, { path: '/complete-profile' });

    expect(screen.getByText('Your month and year of birth. Members must be at least 18 years old.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why we ask' })).toBeInTheDocument();
  });

  it('shows how many onboarding surveys the member has completed', () => {
    const onboarding = {
      1: { rewardEarned: true, completedSurveyCount: 1 },
      2: { rewardEarned: true, completedSurveyCount: 1 },
      3: { rewardEarned: false, completedSurveyCount: 0 },
    };
    renderPage(<CompleteProfilePage />, { path: '/complete-profile', props: { state: { onboarding } } });

    expect(screen.getByText('Onboarding surveys completed: 2 of 3.')).toBeInTheDocument();
  });

  it('asks the same questions in French', () => {
    renderPage(<CompleteProfilePage />, { path: '/fr/completer-le-profil/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Complétez votre profil' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Genre' })).getByText('Je préfère ne pas répondre')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Origine ethnique et culturelle' })).getByText('Premiers Peuples')).toBeInTheDocument();
    expect(screen.getByText('Votre mois et votre année de naissance. Les membres doivent avoir au moins 18 ans.')).toBeInTheDocument();
  });
});
