import { addressPayload, formatPostalCode, normalizePostalCode, POSTAL_FIRST_LETTERS, postalCodeProblem, PROVINCE_NAMES } from './address';

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
