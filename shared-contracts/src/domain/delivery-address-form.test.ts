import { PROVINCES } from '../api/member-schemas';
import { aProfile } from '@maple/testing';
import type { Locale } from '../i18n/locale';
import { addressPayload } from './address';
import {
  deliveryAddressDefaults,
  deliveryAddressFormSchema,
  type DeliveryAddressFormValues,
  deliveryAddressOf,
} from './delivery-address-form';
import { type DeliveryAddressField, deliveryAddressWords } from './delivery-address-words';

const filledIn: DeliveryAddressFormValues = {
  firstName: 'Amélie',
  lastName: 'Tremblay',
  line1: '12 Elgin Street',
  line2: '',
  city: 'Ottawa',
  province: 'ON',
  postalCode: 'k1p 1j1',
  confirmed: true,
  agreed: true,
};

/** The message of each refused field, by field. */
function problems(values: Partial<DeliveryAddressFormValues>, locale: Locale = 'en-CA', withAddress = true) {
  const result = deliveryAddressFormSchema(locale, { withAddress }).safeParse({ ...filledIn, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the delivery address form’s rules', () => {
  it('accept a filled-in address with both boxes ticked, line 2 left empty', () => {
    expect(problems({})).toEqual({});
  });

  it('ask for the names, the street, the city, the province and the postal code, in both languages', () => {
    const empty = { firstName: ' ', lastName: '', line1: '', city: '', province: '', postalCode: '' };
    expect(problems(empty)).toEqual({
      firstName: 'Fill in this field.',
      lastName: 'Fill in this field.',
      line1: 'Fill in this field.',
      city: 'Fill in this field.',
      province: 'Choose your province or territory.',
      postalCode: 'Fill in this field.',
    });
    expect(problems(empty, 'fr-CA')).toMatchObject({
      line1: 'Remplissez ce champ.',
      province: 'Choisissez votre province ou votre territoire.',
    });
  });

  it('refuse a street longer than fits on a delivery label', () => {
    expect(problems({ line1: 'x'.repeat(61) })).toEqual({ line1: 'Enter no more than 60 characters.' });
  });

  it.each([
    ['K1P1J', 'en-CA', 'Enter a Canadian postal code: letter, number, letter, number, letter, number, for example K1P 1J1.'],
    ['K1P1J', 'fr-CA', 'Entrez un code postal canadien : lettre, chiffre, lettre, chiffre, lettre, chiffre, par exemple K1P 1J1.'],
    ['K1D 1J1', 'en-CA', 'Check the postal code: Canada Post never uses the letters D, F, I, O, Q or U, nor W or Z first.'],
    ['W1P 1J1', 'fr-CA', 'Vérifiez le code postal : Postes Canada n’utilise jamais les lettres D, F, I, O, Q ou U, ni W ou Z en premier.'],
  ] as const)('refuse the postal code %s (%s)', (postalCode, locale, message) => {
    expect(problems({ postalCode }, locale)).toEqual({ postalCode: message });
  });

  it('refuse a postal code of another province, naming the province as each language says it', () => {
    expect(problems({ province: 'QC' })).toEqual({
      postalCode: 'This postal code is not in Quebec: check the postal code or the province.',
    });
    expect(problems({ province: 'QC' }, 'fr-CA')).toEqual({
      postalCode: 'Ce code postal n’est pas au Québec : vérifiez le code postal ou la province.',
    });
    expect(problems({ province: 'NT', postalCode: 'K1P 1J1' }, 'fr-CA').postalCode).toContain('dans les Territoires du Nord-Ouest');
  });

  it('check the postal code alone while no province is chosen', () => {
    expect(problems({ province: '', postalCode: 'K1P 1J1' })).toEqual({ province: 'Choose your province or territory.' });
  });

  it('require both boxes, in both languages', () => {
    expect(problems({ confirmed: false, agreed: false })).toEqual({
      confirmed: 'Confirm that your details are accurate.',
      agreed: 'Agree to the use of your details, or choose “I don’t agree”.',
    });
    expect(problems({ agreed: false }, 'fr-CA')).toEqual({
      agreed: 'Acceptez l’utilisation de vos renseignements, ou choisissez « Je n’accepte pas ».',
    });
  });

  it('check only the boxes when an address is already on file', () => {
    const nothing = { firstName: '', lastName: '', line1: '', city: '', province: '', postalCode: '' };
    expect(problems(nothing, 'en-CA', false)).toEqual({});
    expect(problems({ ...nothing, confirmed: false }, 'en-CA', false)).toEqual({ confirmed: 'Confirm that your details are accurate.' });
  });
});

describe('the delivery address form’s values', () => {
  it('start with the member’s name and nothing else', () => {
    expect(deliveryAddressDefaults(aProfile({ traits: { firstName: 'Ada', lastName: 'Lovelace' } }))).toEqual({
      ...filledIn,
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '',
      city: '',
      province: '',
      postalCode: '',
      confirmed: false,
      agreed: false,
    });
  });

  it('become the address payload once accepted: line 2 a single space, the postal code without spaces', () => {
    const accepted = deliveryAddressFormSchema('en-CA').parse(filledIn);
    expect(addressPayload(deliveryAddressOf(accepted))).toEqual({
      firstname: 'Amélie',
      lastname: 'Tremblay',
      addressStreet1: '12 Elgin Street',
      addressStreet2: ' ',
      city: 'Ottawa',
      zipcode: 'K1P1J1',
      state: 'ON',
    });
  });

  it('never become an address without a province', () => {
    expect(() => deliveryAddressOf({ ...filledIn, province: '' })).toThrow(RangeError);
  });
});

describe('the delivery address form’s words', () => {
  const fields: DeliveryAddressField[] = [
    'firstName',
    'lastName',
    'line1',
    'line2',
    'city',
    'province',
    'postalCode',
    'confirmed',
    'agreed',
  ];

  it('label every field in both languages, the French ones translated', () => {
    for (const field of fields) {
      expect(deliveryAddressWords['en-CA'].labels[field]).not.toBe('');
      expect(deliveryAddressWords['fr-CA'].labels[field]).not.toBe('');
    }
    expect(fields.filter((field) => deliveryAddressWords['en-CA'].labels[field] === deliveryAddressWords['fr-CA'].labels[field])).toEqual(
      [],
    );
  });

  it('name every province in a refusal', () => {
    for (const province of PROVINCES) {
      expect(deliveryAddressWords['fr-CA'].errors.postalProvinceMismatch(province)).toMatch(
        /^Ce code postal n’est pas (en|au|à|dans les) /,
      );
    }
  });
});
