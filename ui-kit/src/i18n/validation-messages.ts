import type { KitLocale } from './kit-locale';

/** Generic messages for failed validation, used when a form gives none of its own. */
interface ValidationMessages {
  readonly required: string;
  readonly chooseOne: string;
  readonly chooseAtLeast: (count: number, formatted: string) => string;
  readonly chooseAtMost: (count: number, formatted: string) => string;
  readonly tooShort: (count: number, formatted: string) => string;
  readonly tooLong: (count: number, formatted: string) => string;
  readonly tooSmall: (formatted: string) => string;
  readonly tooBig: (formatted: string) => string;
  readonly number: string;
  readonly wholeNumber: string;
  readonly email: string;
  readonly url: string;
  readonly date: string;
  readonly format: string;
  readonly invalid: string;
}

const enCA: ValidationMessages = {
  required: 'Fill in this field.',
  chooseOne: 'Choose an answer.',
  chooseAtLeast: (count, n) => (count === 1 ? 'Choose at least one answer.' : `Choose at least ${n} answers.`),
  chooseAtMost: (count, n) => (count === 1 ? 'Choose only one answer.' : `Choose no more than ${n} answers.`),
  tooShort: (count, n) => (count === 1 ? 'Enter at least 1 character.' : `Enter at least ${n} characters.`),
  tooLong: (count, n) => (count === 1 ? 'Enter no more than 1 character.' : `Enter no more than ${n} characters.`),
  tooSmall: (n) => `Enter a number of at least ${n}.`,
  tooBig: (n) => `Enter a number no greater than ${n}.`,
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  email: 'Enter an email address like name@example.com.',
  url: 'Enter a web address starting with https://.',
  date: 'Enter a real date.',
  format: 'Check the format of this answer.',
  invalid: 'Check this answer.',
};

const frCA: ValidationMessages = {
  required: 'Remplissez ce champ.',
  chooseOne: 'Choisissez une réponse.',
  chooseAtLeast: (count, n) => (count === 1 ? 'Choisissez au moins une réponse.' : `Choisissez au moins ${n} réponses.`),
  chooseAtMost: (count, n) => (count === 1 ? 'Choisissez une seule réponse.' : `Choisissez au plus ${n} réponses.`),
  tooShort: (count, n) => (count === 1 ? 'Entrez au moins 1 caractère.' : `Entrez au moins ${n} caractères.`),
  tooLong: (count, n) => (count === 1 ? 'Entrez au plus 1 caractère.' : `Entrez au plus ${n} caractères.`),
  tooSmall: (n) => `Entrez un nombre d’au moins ${n}.`,
  tooBig: (n) => `Entrez un nombre d’au plus ${n}.`,
  number: 'Entrez un nombre.',
  wholeNumber: 'Entrez un nombre entier.',
  email: 'Entrez une adresse courriel comme nom@exemple.com.',
  url: 'Entrez une adresse Web qui commence par https://.',
  date: 'Entrez une date qui existe.',
  format: 'Vérifiez le format de cette réponse.',
  invalid: 'Vérifiez cette réponse.',
};

/** The validation messages in each language (kept apart so that apps without forms do not ship them). */
export const validationMessages: Readonly<Record<KitLocale, ValidationMessages>> = { 'en-CA': enCA, 'fr-CA': frCA };
