import { Button, Form } from '@maple/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Resolver, useForm } from 'react-hook-form';
import { addressOnFile, deliveryAddressDefaults, type DeliveryAddressFormValues } from '@maple/contracts';
import { aProfile, renderRemotePage } from '@maple/testing';
import {
  DeliveryAddressFields,
  DeliveryAddressOnFile,
  DeliveryConsentFields,
  DisagreeButton,
  useDeliveryAddressFormSchema,
} from './delivery-address-fields';

// What the apps' zodResolver does, written here because contracts do not depend on @hookform/resolvers.
function resolverOf(schema: ReturnType<typeof useDeliveryAddressFormSchema>): Resolver<DeliveryAddressFormValues> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors = result.error.issues.toReversed().map((issue) => [issue.path.join('.'), { type: issue.code, message: issue.message }]);
    return { values: {}, errors: Object.fromEntries(errors) };
  };
}

function AddressForm({
  onSubmit,
  onDecline = () => {},
}: {
  onSubmit: (values: DeliveryAddressFormValues) => void;
  onDecline?: () => void;
}) {
  const form = useForm<DeliveryAddressFormValues>({
    resolver: resolverOf(useDeliveryAddressFormSchema()),
    defaultValues: deliveryAddressDefaults(aProfile({ traits: { firstName: 'Ada', lastName: 'Lovelace' } })),
    shouldFocusError: false,
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <DeliveryAddressFields register={form.register} />
      <DeliveryConsentFields register={form.register} />
      <Button type="submit">Send</Button>
      <DisagreeButton onClick={onDecline} />
    </Form>
  );
}

function renderForm(path = '/', onDecline?: () => void) {
  const onSubmit = jest.fn();
  renderRemotePage(<AddressForm onSubmit={onSubmit} onDecline={onDecline} />, {
    app: 'mfe-account',
    messages: { 'en-CA': {}, 'fr-CA': {} },
    path,
  });
  return onSubmit;
}

describe('DeliveryAddressFields', () => {
  it('labels every field in English, the member’s name already filled in, line 2 optional', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription(
      'Street number and name, for example 12 Elgin Street.',
    );
    expect(screen.getByRole('textbox', { name: /^Apartment, suite or unit/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription('Six characters, for example K1P 1J1.');
    expect(screen.getByRole('checkbox', { name: 'I confirm that my details are accurate' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^I agree that Maple Rewards uses my details/ })).not.toBeChecked();
  });

  it('offers the 13 provinces and territories by their French names in French', () => {
    renderForm('/fr/');
    const province = screen.getByRole('combobox', { name: 'Province ou territoire' });
    const options = within(province).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toHaveLength(14);
    expect(options[0]).toHaveTextContent('Choisissez dans la liste');
    expect(within(province).getByRole('option', { name: 'Terre-Neuve-et-Labrador' })).toHaveValue('NL');
    expect(screen.getByRole('textbox', { name: 'Adresse municipale' })).toBeInTheDocument();
  });

  it('shows each refusal beside the field it is about, and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), 'H2X 1Y4');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'ON');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription(/Fill in this field\.$/);
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
      /This postal code is not in Ontario: check the postal code or the province\.$/,
    );
    expect(screen.getByRole('checkbox', { name: 'I confirm that my details are accurate' })).toHaveAccessibleDescription(
      'Error: Confirm that your details are accurate.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says in French which rule a postal code breaks', async () => {
    renderForm('/fr/');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code postal' }), 'K1D 1J1');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('textbox', { name: 'Code postal' })).toHaveAccessibleDescription(
      /Vérifiez le code postal\s: Postes Canada n’utilise jamais les lettres D, F, I, O, Q ou U, ni W ou Z en premier\.$/,
    );
    expect(screen.getByRole('checkbox', { name: /^J’accepte que Maple Rewards utilise mes renseignements/ })).toHaveAccessibleDescription(
      'Erreur : Acceptez l’utilisation de vos renseignements, ou choisissez « Je n’accepte pas ».',
    );
  });

  it('hands over a filled-in address with both boxes ticked', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Elgin Street');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Ottawa');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'ON');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), 'k1p 1j1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that my details are accurate' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^I agree that Maple Rewards uses my details/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ line1: '12 Elgin Street', province: 'ON', postalCode: 'k1p 1j1', agreed: true });
  });

  it('lets the member say “I don’t agree” without submitting', async () => {
    const onDecline = jest.fn();
    const onSubmit = renderForm('/fr/', onDecline);
    await userEvent.click(screen.getByRole('button', { name: 'Je n’accepte pas' }));

    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('DeliveryAddressOnFile', () => {
  it('writes the address one line under the other, the province in the page’s language', () => {
    const onFile = addressOnFile(
      aProfile({
        traits: {
          addressLine1: '12 Elgin Street',
          addressLine2: 'Apt 4',
          cityName: 'Ottawa',
          territoryName: 'ON',
          postalAreaCode: 'K1P1J1',
        },
      }),
    );
    renderRemotePage(onFile ? <DeliveryAddressOnFile address={onFile} /> : <></>, {
      app: 'mfe-account',
      messages: { 'en-CA': {}, 'fr-CA': {} },
      path: '/fr/',
    });
    expect(screen.getByText('12 Elgin Street')).toBeInTheDocument();
    expect(screen.getByText('Apt 4')).toBeInTheDocument();
    expect(screen.getByText('Ottawa, Ontario')).toBeInTheDocument();
    expect(screen.getByText('K1P 1J1')).toBeInTheDocument();
  });
});
