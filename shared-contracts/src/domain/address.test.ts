import { aProfile } from '@maple/testing';
import {
  addressLines,
  addressOnFile,
  addressPayload,
  formatPostalCode,
  normalizePostalCode,
  POSTAL_FIRST_LETTERS,
  postalCodeProblem,
  PROVINCE_NAMES,
} from './address';

describe('postal codes', () => {
  it('are stored without spaces, in capitals, and shown with the space', () => {
    expect(normalizePostalCode(' k1p 1j1 ')).toBe('K1P1J1');
    expect(normalizePostalCode('h2x-1y4')).toBe('H2X1Y4');
    expect(formatPostalCode('k1p1j1')).toBe('K1P 1J1');
  });

  it('accept a good code, however it is written', () => {
    expect(postalCodeProblem('K1P 1J1')).toBeNull();
    expect(postalCodeProblem('h2x1y4', 'QC')).toBeNull();
    expect(postalCodeProblem('X0A 0H0', 'NU')).toBeNull();
    expect(postalCodeProblem('X1A 2L9', 'NT')).toBeNull();
  });

  it.each([
    ['K1P1J', 'format'],
    ['K1P 1J1 2', 'format'],
    ['1K1 P1J', 'format'],
    ['D1P 1J1', 'unusedLetter'],
    ['K1F 1J1', 'unusedLetter'],
    ['K1P 1U1', 'unusedLetter'],
    ['W1P 1J1', 'unusedLetter'],
    ['Z1P 1J1', 'unusedLetter'],
  ])('refuse %s (%s)', (code, problem) => {
    expect(postalCodeProblem(code)).toBe(problem);
  });

  it('refuse a first letter that belongs to another province', () => {
    expect(postalCodeProblem('K1P 1J1', 'QC')).toBe('provinceMismatch');
    expect(postalCodeProblem('H2X 1Y4', 'ON')).toBe('provinceMismatch');
    expect(postalCodeProblem('T2P 1J9', 'BC')).toBe('provinceMismatch');
  });

  it('give every province and territory a first letter and a name in both languages', () => {
    expect(Object.keys(POSTAL_FIRST_LETTERS).sort()).toEqual(Object.keys(PROVINCE_NAMES).sort());
    expect(Object.keys(PROVINCE_NAMES)).toHaveLength(13);
    expect(PROVINCE_NAMES.QC).toEqual({ 'en-CA': 'Quebec', 'fr-CA': 'Québec' });
  });
});

describe('addressPayload', () => {
  const address = {
    firstName: ' Amélie ',
    lastName: 'Tremblay',
    line1: '12 Elgin St.',
    line2: '',
    city: 'Ottawa',
    province: 'ON' as const,
    postalCode: 'k1p 1j1',
  };

  it('sends line 2 as a single space when empty, and the postal code without spaces', () => {
    expect(addressPayload(address)).toEqual({
      firstname: 'Amélie',
      lastname: 'Tremblay',
      addressStreet1: '12 Elgin St.',
      addressStreet2: ' ',
      city: 'Ottawa',
      zipcode: 'K1P1J1',
      state: 'ON',
    });
  });

  it('keeps line 2 when there is one', () => {
    expect(addressPayload({ ...address, line2: ' Apt 1 ' }).addressStreet2).toBe('Apt 1');
  });
});

describe('the address on file', () => {
  const profile = aProfile({
    traits: {
      addressLine1: '1200 rue Sainte-Catherine O',
      addressLine2: '',
      cityName: 'Montréal',
      territoryName: 'QC',
      postalAreaCode: 'H3B1K9',
    },
  });

  it('is read from the profile’s traits, and is none until a first line is there', () => {
    expect(addressOnFile(profile)).toEqual({
      line1: '1200 rue Sainte-Catherine O',
      line2: null,
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H3B1K9',
    });
    expect(addressOnFile(aProfile())).toBeNull();
    expect(addressOnFile(undefined)).toBeNull();
  });

  it('is written as on an envelope, the province named in the page’s language', () => {
    const onFile = addressOnFile(profile);
    expect(onFile && addressLines(onFile, 'fr-CA')).toEqual(['1200 rue Sainte-Catherine O', 'Montréal, Québec', 'H3B 1K9']);
    expect(onFile && addressLines({ ...onFile, line2: 'Bureau 4' }, 'en-CA')).toEqual([
      '1200 rue Sainte-Catherine O',
      'Bureau 4',
      'Montréal, Quebec',
      'H3B 1K9',
    ]);
  });

  it('keeps a province it does not know as the profile holds it', () => {
    const onFile = addressOnFile(
      aProfile({ traits: { addressLine1: '1 Main St', cityName: 'Ottawa', territoryName: 'Ontario', postalAreaCode: 'K1P1J1' } }),
    );
    expect(onFile && addressLines(onFile, 'en-CA')).toContain('Ottawa, Ontario');
  });
});
