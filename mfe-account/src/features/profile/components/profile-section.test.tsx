import { aProfile, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anImpact, answer, failure } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { ProfileSection } from './profile-section';

const impact = answer(anImpact());

function renderSection(path = '/my-account', answers: Parameters<typeof createFakeSiteApi>[0] = {}) {
  const fake = createFakeSiteApi({ getProfile: answer(aProfile()), impact, ...answers });
  renderPage(<ProfileSection />, { path, props: { api: fake.api, state: signedInState() } });
  return fake;
}

const updates = (calls: ReturnType<typeof createFakeSiteApi>['calls']) => calls.filter((call) => call.id === 'updateProfile');

describe('ProfileSection', () => {
  it('shows the member’s details with the email masked and confirmed, and the cause by name', async () => {
    renderSection('/my-account', { getProfile: answer(aProfile({ ids: { email: 'ada.lovelace@example.ca' } })) });

    expect(await screen.findByText('a***********@*******.**')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(await screen.findByText('WWF-Canada')).toBeInTheDocument();
    expect(screen.getAllByText('Not given yet')).toHaveLength(3);
  });

  it('offers to send the confirmation email again while the address is not confirmed', async () => {
    const { calls } = renderSection('/my-account', {
      getProfile: answer(aProfile({ traits: { emailVerified: false } })),
      resendVerificationEmail: answer({ ok: true }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Send the confirmation email again' }));

    expect(await screen.findByText(/We sent you a new confirmation link/)).toBeInTheDocument();
    expect(calls.some((call) => call.id === 'resendVerificationEmail')).toBe(true);
  });

  it('refuses a member under 18 on the month boundary and sends nothing', async () => {
    const { calls } = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit my details' }));
    const nextMonth = new Date();
    nextMonth.setMonth(nextMonth.getMonth() + 1, 1);

    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), String(nextMonth.getMonth() + 1));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(nextMonth.getFullYear() - 18));
    await userEvent.click(screen.getByRole('button', { name: 'Save my details' }));

    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent('You must be 18 or older to be a member.');
    expect(updates(calls)).toEqual([]);
  });

  it('says every missing answer, and that "do not wish to disclose" goes alone', async () => {
    const { calls } = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit my details' }));

    await userEvent.click(screen.getByRole('checkbox', { name: 'I do not wish to disclose this information' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my details' }));

    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Gender: Choose the answer that fits you, or “I’d rather not say”.',
      'Day: Choose the day you were born.',
      'Month: Choose the month you were born.',
      'Year: Choose the year you were born.',
      'Ethnicity or culture: “I do not wish to disclose this information” cannot be chosen with another answer.',
    ]);
    expect(updates(calls)).toEqual([]);
  });

  it('sends the profile payload: I as R, zipcode null, ethnicity in English joined by comma', async () => {
    const { calls } = renderSection('/fr/mon-compte', {
      updateProfile: answer(aProfile({ traits: { gender: 'R', birthDate: '1990-07-04' } })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier mes renseignements' }));

    await userEvent.click(screen.getByRole('radio', { name: 'Je préfère ne pas répondre' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Jour' }), '4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mois' }), '7');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Année' }), '1990');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Latino-Américain' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Français' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes renseignements' }));

    expect(await screen.findByText('Vos renseignements sont enregistrés.')).toBeInTheDocument();
    expect(updates(calls)[0]?.input).toEqual({
      body: {
        zipcode: null,
        gender: 'R',
        birthdate: '4',
        birthmonth: '7',
        birthyear: '1990',
        traitEthnicityCulture: 'French,Latin American',
      },
    });
  });

  it('shows the server’s refusal of an age on the birth year', async () => {
    renderSection('/my-account', { updateProfile: failure(422, 'Unprocessable entity') });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit my details' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1980');
    await userEvent.click(screen.getByRole('button', { name: 'Save my details' }));

    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(
      'Year: Your details were not saved: members must be 18 or older.',
    );
  });

  it('asks for each consent on its own, never ticked in advance, and saves the answers', async () => {
    const { calls } = renderSection('/my-account', { updateConsents: answer(aProfile()) });

    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email me offers from the brands that partner with Maple Rewards' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

    await waitFor(() => expect(screen.getByText('Your choices are saved.')).toBeInTheDocument());
    expect(calls.find((call) => call.id === 'updateConsents')?.input).toEqual({
      body: {
        opts: [
          { id: 'email-offers', optedIn: false },
          { id: 'partner-offers', optedIn: true },
          { id: 'research-invitations', optedIn: false },
        ],
      },
    });
  });
});
