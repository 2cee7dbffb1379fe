import type { Locale } from '../i18n/locale';
import type { Province } from './address';

/** The fields of the delivery address form (spec section 3) and its two boxes (spec section 5). */
export type DeliveryAddressField =
  'firstName' | 'lastName' | 'line1' | 'line2' | 'city' | 'province' | 'postalCode' | 'confirmed' | 'agreed';

/** The words of the delivery address form in one language: one wording per field, wherever the form is shown. */
interface DeliveryAddressWords {
  /** Each field's label, by field. */
  readonly labels: Readonly<Record<DeliveryAddressField, string>>;
  /** The hints under the fields that have one. */
  readonly hints: Readonly<Partial<Record<DeliveryAddressField, string>>>;
  /** The province list's first, empty choice. */
  readonly chooseProvince: string;
  /** The "I don't agree" button, the spec's alternative to ticking the agreement box. */
  readonly disagree: string;
  /** What a field says when its check fails. */
  readonly errors: {
    readonly required: string;
    readonly tooLong: (max: number) => string;
    readonly provinceRequired: string;
    readonly postalFormat: string;
    readonly postalUnusedLetter: string;
    /** A postal code whose first letter belongs elsewhere: "is not in Quebec" / "n’est pas au Québec". */
    readonly postalProvinceMismatch: (province: Province) => string;
    readonly confirmRequired: string;
    readonly agreeRequired: string;
  };
}

// "in Ontario", "au Québec": French chooses its preposition (and article) by the name.
const IN_PROVINCE: Readonly<Record<Province, Readonly<Record<Locale, string>>>> = {
  AB: { 'en-CA': 'in Alberta', 'fr-CA': 'en Alberta' },
  BC: { 'en-CA': 'in British Columbia', 'fr-CA': 'en Colombie-Britannique' },
  MB: { 'en-CA': 'in Manitoba', 'fr-CA': 'au Manitoba' },
  NB: { 'en-CA': 'in New Brunswick', 'fr-CA': 'au Nouveau-Brunswick' },
  NL: { 'en-CA': 'in Newfoundland and Labrador', 'fr-CA': 'à Terre-Neuve-et-Labrador' },
  NS: { 'en-CA': 'in Nova Scotia', 'fr-CA': 'en Nouvelle-Écosse' },
  NT: { 'en-CA': 'in the Northwest Territories', 'fr-CA': 'dans les Territoires du Nord-Ouest' },
  NU: { 'en-CA': 'in Nunavut', 'fr-CA': 'au Nunavut' },
  ON: { 'en-CA': 'in Ontario', 'fr-CA': 'en Ontario' },
  PE: { 'en-CA': 'in Prince Edward Island', 'fr-CA': 'à l’Île-du-Prince-Édouard' },
  QC: { 'en-CA': 'in Quebec', 'fr-CA': 'au Québec' },
  SK: { 'en-CA': 'in Saskatchewan', 'fr-CA': 'en Saskatchewan' },
  YT: { 'en-CA': 'in Yukon', 'fr-CA': 'au Yukon' },
};

const enCA: DeliveryAddressWords = {
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Street address',
    line2: 'Apartment, suite or unit',
    city: 'City',
    province: 'Province or territory',
    postalCode: 'Postal code',
    confirmed: 'I confirm that my details are accurate',
    agreed: 'I agree that Maple Rewards uses my details to deliver my samples and rewards, and to show me targeted advertising',
  },
  hints: {
    line1: 'Street number and name, for example 12 Elgin Street.',
    postalCode: 'Six characters, for example K1P 1J1.',
  },
  chooseProvince: 'Choose from the list',
  disagree: 'I don’t agree',
  errors: {
    required: 'Fill in this field.',
    tooLong: (max) => `Enter no more than ${max} characters.`,
    provinceRequired: 'Choose your province or territory.',
    postalFormat: 'Enter a Canadian postal code: letter, number, letter, number, letter, number, for example K1P 1J1.',
    postalUnusedLetter: 'Check the postal code: Canada Post never uses the letters D, F, I, O, Q or U, nor W or Z first.',
    postalProvinceMismatch: (province) =>
      `This postal code is not ${IN_PROVINCE[province]['en-CA']}: check the postal code or the province.`,
    confirmRequired: 'Confirm that your details are accurate.',
    agreeRequired: 'Agree to the use of your details, or choose “I don’t agree”.',
  },
};

const frCA: DeliveryAddressWords = {
  labels: {
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    line1: 'Adresse municipale',
    line2: 'Appartement, bureau ou unité',
    city: 'Ville',
    province: 'Province ou territoire',
    postalCode: 'Code postal',
    confirmed: 'Je confirme que mes renseignements sont exacts',
    agreed:
      'J’accepte que Maple Rewards utilise mes renseignements pour me livrer mes échantillons et mes récompenses, et pour me présenter de la publicité ciblée',
  },
  hints: {
    line1: 'Numéro et nom de rue, par exemple 12, rue Elgin.',
    postalCode: 'Six caractères, par exemple K1P 1J1.',
  },
  chooseProvince: 'Choisissez dans la liste',
  disagree: 'Je n’accepte pas',
  errors: {
    required: 'Remplissez ce champ.',
    tooLong: (max) => `Entrez au plus ${max} caractères.`,
    provinceRequired: 'Choisissez votre province ou votre territoire.',
    postalFormat: 'Entrez un code postal canadien : lettre, chiffre, lettre, chiffre, lettre, chiffre, par exemple K1P 1J1.',
    postalUnusedLetter: 'Vérifiez le code postal : Postes Canada n’utilise jamais les lettres D, F, I, O, Q ou U, ni W ou Z en premier.',
    postalProvinceMismatch: (province) =>
      `Ce code postal n’est pas ${IN_PROVINCE[province]['fr-CA']}\u00a0: vérifiez le code postal ou la province.`,
    confirmRequired: 'Confirmez que vos renseignements sont exacts.',
    agreeRequired: 'Acceptez l’utilisation de vos renseignements, ou choisissez « Je n’accepte pas ».',
  },
};

/**
 * The delivery address form's words in both languages, one wording per field for every form
 * that asks for the address (the account's, the sample order's). Plain data of one type, like
 * the UI kit's words: a missing French string does not compile, and they never go through an
 * app's `lang/*.json`.
 */
export const deliveryAddressWords: Readonly<Record<Locale, DeliveryAddressWords>> = { 'en-CA': enCA, 'fr-CA': frCA };
