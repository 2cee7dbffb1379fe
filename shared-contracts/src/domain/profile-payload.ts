import type { Localized } from '../routes/route-definition';
import type { BirthDate } from './birth-date';

/**
 * The gender options of spec section 3, by the first letter that is stored. "I'd rather not
 * say" is chosen as I and sent as R (spec section 5).
 */
export const GENDER_OPTIONS: Readonly<Record<'F' | 'M' | 'N' | 'O' | 'I', Localized>> = {
  F: { 'en-CA': 'Female', 'fr-CA': 'Femme' },
  M: { 'en-CA': 'Male', 'fr-CA': 'Homme' },
  N: { 'en-CA': 'Non-binary', 'fr-CA': 'Non binaire' },
  O: { 'en-CA': 'Other', 'fr-CA': 'Autre' },
  I: { 'en-CA': 'I’d rather not say', 'fr-CA': 'Je préfère ne pas répondre' },
};

/** A gender as the member chooses it (the first letter of the option). */
export type GenderChoice = keyof typeof GENDER_OPTIONS;

/** A gender as stored and sent. */
type StoredGender = 'F' | 'M' | 'N' | 'O' | 'R';

/** The gender sent for a choice: I becomes R (spec section 5). */
export function storedGender(choice: GenderChoice): StoredGender {
  return choice === 'I' ? 'R' : choice;
}

/** The choice a stored gender stands for (R is "I'd rather not say"); null when none is stored. */
export function genderChoiceOf(stored: string | null | undefined): GenderChoice | null {
  if (stored === 'R') return 'I';
  // Own keys only: `constructor` and `toString` are "in" every object.
  return stored && Object.hasOwn(GENDER_OPTIONS, stored) && stored !== 'I' ? (stored as GenderChoice) : null;
}

/**
 * The ethnicity options of spec section 3: the stored value is the English name (the key);
 * each has its French label. "I do not wish to disclose" is chosen alone.
 */
export const ETHNICITY_OPTIONS: Readonly<Record<string, Localized>> = {
  White: { 'en-CA': 'White', 'fr-CA': 'Blanc' },
  Black: { 'en-CA': 'Black', 'fr-CA': 'Noir' },
  French: { 'en-CA': 'French', 'fr-CA': 'Français' },
  Indian: { 'en-CA': 'Indian', 'fr-CA': 'Indien' },
  Chinese: { 'en-CA': 'Chinese', 'fr-CA': 'Chinois' },
  Filipino: { 'en-CA': 'Filipino', 'fr-CA': 'Philippin' },
  'Southeast Asian': { 'en-CA': 'Southeast Asian', 'fr-CA': 'Asiatique du Sud-Est' },
  'First Peoples': { 'en-CA': 'First Peoples', 'fr-CA': 'Premiers Peuples' },
  'Latin American': { 'en-CA': 'Latin American', 'fr-CA': 'Latino-Américain' },
  Other: { 'en-CA': 'Other', 'fr-CA': 'Autre' },
  'I do not wish to disclose this information': {
    'en-CA': 'I do not wish to disclose this information',
    'fr-CA': 'Je ne souhaite pas divulguer cette information',
  },
};

/** The option that cannot be combined with another. */
export const ETHNICITY_NOT_DISCLOSED = 'I do not wish to disclose this information';

/** Why an ethnicity selection was refused. */
type EthnicityProblem = 'unknownOption' | 'notDisclosedWithOthers';

/** Checks a selection: known options only, and "do not wish to disclose" alone. Null when it is good. */
export function ethnicityProblem(chosen: readonly string[]): EthnicityProblem | null {
  if (chosen.some((option) => !Object.hasOwn(ETHNICITY_OPTIONS, option))) return 'unknownOption';
  if (chosen.includes(ETHNICITY_NOT_DISCLOSED) && chosen.length > 1) return 'notDisclosedWithOthers';
  return null;
}

/** The stored ethnicity: the English names, in the options' order, joined by commas (spec section 3). */
export function ethnicityPayload(chosen: readonly string[]): string {
  return Object.keys(ETHNICITY_OPTIONS)
    .filter((option) => chosen.includes(option))
    .join(',');
}

/** The options a stored ethnicity holds (unknown parts are dropped). */
export function ethnicitiesOf(stored: string | null | undefined): string[] {
  return (stored ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => Object.hasOwn(ETHNICITY_OPTIONS, part));
}

/** The profile as a member edits it. */
interface ProfileDetails {
  readonly gender: GenderChoice;
  readonly birthDate: BirthDate;
  readonly ethnicities: readonly string[];
}

/**
 * The profile update payload of spec section 3: `zipcode` sent null, gender I sent as R,
 * birth day, month and year as text, ethnicity comma-joined in English.
 */
export function profilePayload(details: ProfileDetails) {
  return {
    zipcode: null,
    gender: storedGender(details.gender),
    birthdate: String(details.birthDate.day),
    birthmonth: String(details.birthDate.month),
    birthyear: String(details.birthDate.year),
    traitEthnicityCulture: ethnicityPayload(details.ethnicities),
  };
}
