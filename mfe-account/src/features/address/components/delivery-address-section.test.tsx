import { createFakeSiteApi, signedInState } from '@maple/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, answer, failure } from '#src/testing/account-factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { DeliveryAddressSection } from './delivery-address-section';

function renderSection(path = '/my-account', answers: Parameters<typeof createFakeSiteApi>[0] = {}) {
  const fake = createFakeSiteApi({ getProfile: answer(aProfile()), ...answers });
  renderPage(<DeliveryAddressSection />, { path, props: { api: fake.api, state: signedInState() } });
  return fake;
}

async function fillAddress(
  postalCode: string,
  province: string,
  labels = { line1: 'Street address', city: 'City', postal: 'Postal code' },
) {
  await userEvent.type(await screen.findByRole('textbox', { name: labels.line1 }), '12 Elgin St');
  await userEvent.type(screen.getByRole('textbox', { name: labels.city }), 'Ottawa');
  await userEvent.selectOptions(screen.getAllByRole('combobox')[0] as HTMLSelectElement, province);
  await userEvent.type(screen.getByRole('textbox', { name: labels.postal }), postalCode);
}

const sent = (calls: ReturnType<typeof createFakeSiteApi>['calls']) => calls.filter((call) => call.id === 'updateAddress');

describe('DeliveryAddressSection', () => {
  it('refuses a postal code of another province, and the missing agreement, sending nothing', async () => {
    const { calls } = renderSection();
    await fillAddress('H2X 1Y4', 'ON');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that my details are accurate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my address' }));

    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('This postal code is not in Ontario: check the postal code or the province.');
    expect(summary).toHaveTextContent('Agree to the use of your details, or choose “I don’t agree”.');
    expect(sent(calls)).toEqual([]);
  });

  it.each([
    ['K1P1J', 'Enter a Canadian postal code'],
    ['K1D 1J1', 'Canada Post never uses the letters D, F, I, O, Q or U'],
  ])('refuses the postal code %s', async (postalCode, message) => {
    const { calls } = renderSection();
    await fillAddress(postalCode, 'ON');
    await userEvent.click(screen.getByRole('button', { name: 'Save my address' }));

    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(message);
    expect(sent(calls)).toEqual([]);
  });

  it('sends the address payload in French: line 2 as a single space, the postal code without spaces', async () => {
    const onFile = aProfile({ traits: { addressLine1: '12 Elgin St', cityName: 'Ottawa', territoryName: 'ON', postalAreaCode: 'K1P1J1' } });
    let saved = false;
    const { calls } = renderSection('/fr/mon-compte', {
      getProfile: () => answer(saved ? onFile : aProfile()),
      updateAddress: () => {
        saved = true;
        return answer(onFile);
      },
    });
    await fillAddress('k1p 1j1', 'ON', { line1: 'Adresse municipale', city: 'Ville', postal: 'Code postal' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Je confirme que mes renseignements sont exacts' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /J’accepte que Maple Rewards utilise mes renseignements/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mon adresse' }));

    expect(await screen.findByText('Votre adresse de livraison est enregistrée.')).toBeInTheDocument();
    expect(screen.getByText('K1P 1J1')).toBeInTheDocument();
    expect(sent(calls)[0]?.input).toEqual({
      body: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        addressStreet1: '12 Elgin St',
        addressStreet2: ' ',
        city: 'Ottawa',
        zipcode: 'K1P1J1',
        state: 'ON',
      },
    });
  });

  it('says so when the server refuses, and keeps what was typed', async () => {
    renderSection('/my-account', { updateAddress: failure(422, 'Unprocessable entity') });
    await fillAddress('K1P 1J1', 'ON');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that my details are accurate' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree that Maple Rewards uses my details/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my address' }));

    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent('an address is already on file');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ottawa');
  });

  it('lets the member decline, and come back to the form', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'I don’t agree' }));

    expect(screen.getByText(/Your address was not saved. Without one we cannot send you samples/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add my address' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });

  it('shows an address on file read-only, with how to have it changed', async () => {
    renderSection('/fr/mon-compte', {
      getProfile: answer(
        aProfile({
          traits: { addressLine1: '1200 rue Sainte-Catherine O', cityName: 'Montréal', territoryName: 'QC', postalAreaCode: 'H3B1K9' },
        }),
      ),
    });

    expect(await screen.findByText('H3B 1K9')).toBeInTheDocument();
    expect(screen.getByText('Montréal, Québec')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/fr/aide');
  });
});
