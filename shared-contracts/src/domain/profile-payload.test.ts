import {
  ETHNICITY_NOT_DISCLOSED,
  ETHNICITY_OPTIONS,
  ethnicitiesOf,
  ethnicityPayload,
  ethnicityProblem,
  GENDER_OPTIONS,
  genderChoiceOf,
  profilePayload,
  storedGender,
} from './profile-payload';
import { updateProfileRequestSchema } from '../api/member-schemas';

describe('gender', () => {
  it('offers the five options of the spec, in both languages', () => {
    expect(Object.keys(GENDER_OPTIONS)).toEqual(['F', 'M', 'N', 'O', 'I']);
    expect(GENDER_OPTIONS.I).toEqual({ 'en-CA': 'I’d rather not say', 'fr-CA': 'Je préfère ne pas répondre' });
  });

  it('sends I as R and every other choice as its letter', () => {
    expect(storedGender('I')).toBe('R');
    expect(['F', 'M', 'N', 'O'].map((choice) => storedGender(choice as 'F'))).toEqual(['F', 'M', 'N', 'O']);
  });

  it('reads R back as I, and nothing for an unknown or missing value', () => {
    expect(genderChoiceOf('R')).toBe('I');
    expect(genderChoiceOf('N')).toBe('N');
    expect(genderChoiceOf('I')).toBeNull();
    expect(genderChoiceOf('X')).toBeNull();
    expect(genderChoiceOf(null)).toBeNull();
  });

  it('reads nothing for a name every object inherits', () => {
    for (const inherited of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(genderChoiceOf(inherited)).toBeNull();
  });
});

describe('ethnicity', () => {
  it('offers the eleven options of the spec, each with a French label', () => {
    expect(Object.keys(ETHNICITY_OPTIONS)).toHaveLength(11);
    expect(Object.values(ETHNICITY_OPTIONS).every((label) => label['fr-CA'].length > 0)).toBe(true);
  });

  it('joins the chosen options by comma, in English, in the options’ order', () => {
    expect(ethnicityPayload(['Latin American', 'French'])).toBe('French,Latin American');
    expect(ethnicityPayload([])).toBe('');
  });

  it('refuses an unknown option, and "do not wish to disclose" with another', () => {
    expect(ethnicityProblem(['French', 'Martian'])).toBe('unknownOption');
    expect(ethnicityProblem([ETHNICITY_NOT_DISCLOSED, 'White'])).toBe('notDisclosedWithOthers');
    expect(ethnicityProblem([ETHNICITY_NOT_DISCLOSED])).toBeNull();
    expect(ethnicityProblem([])).toBeNull();
  });

  it('reads a stored value back, dropping what it does not know', () => {
    expect(ethnicitiesOf('French, Southeast Asian,Nope')).toEqual(['French', 'Southeast Asian']);
    expect(ethnicitiesOf(null)).toEqual([]);
  });
});

describe('profilePayload', () => {
  const details = { gender: 'I' as const, birthDate: { day: 4, month: 7, year: 1990 }, ethnicities: ['Other', 'Black'] };

  it('builds the payload of spec section 3', () => {
    expect(profilePayload(details)).toEqual({
      zipcode: null,
      gender: 'R',
      birthdate: '4',
      birthmonth: '7',
      birthyear: '1990',
      traitEthnicityCulture: 'Black,Other',
    });
  });

  it('is what the API’s schema accepts', () => {
    expect(updateProfileRequestSchema.safeParse(profilePayload(details)).success).toBe(true);
  });
});
