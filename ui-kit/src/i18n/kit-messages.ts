import type { KitLocale } from './kit-locale';

/**
 * Every word the kit itself shows or announces. Both dictionaries have this type, so a
 * missing French string is a type error (and kit-messages.test.ts checks none is empty).
 * Apps pass their own words for everything else (labels, titles, confirm buttons).
 */
export interface KitMessages {
  readonly close: string;
  readonly cancel: string;
  readonly loading: string;
  readonly busy: string;
  readonly tryAgain: string;
  readonly somethingWentWrong: string;
  readonly errorSummaryTitle: string;
  readonly relatedPages: string;
  readonly optional: string;
  /** Read before an error message, so it is heard as one. */
  readonly errorPrefix: string;
  /** Between a field's label and its problem in the error summary ("Email: …", « Courriel : … »). */
  readonly labelSeparator: string;
  readonly tone: Readonly<Record<'info' | 'success' | 'warning' | 'error', string>>;
  /** A progress value as text, e.g. "2 of 3". */
  readonly progress: (value: string, max: string) => string;
  /** The unit after a number of points, e.g. "point" for 1, "points" for 1 000. */
  readonly pointsUnit: (plural: Intl.LDMLPluralRule) => string;
  readonly validation: ValidationMessages;
}

/** Generic messages for failed validation, used when a form gives none of its own. */
export interface ValidationMessages {
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

const enCA: KitMessages = {
  close: 'Close',
  cancel: 'Cancel',
  loading: 'Loading…',
  busy: 'Please wait…',
  tryAgain: 'Try again',
  somethingWentWrong: 'Something went wrong',
  errorSummaryTitle: 'There is a problem',
  relatedPages: 'Related pages',
  optional: '(optional)',
  errorPrefix: 'Error:',
  labelSeparator: ': ',
  tone: { info: 'Information:', success: 'Success:', warning: 'Warning:', error: 'Error:' },
  progress: (value, max) => `${value} of ${max}`,
  pointsUnit: (plural) => (plural === 'one' ? 'point' : 'points'),
  validation: {
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
  },
};

const frCA: KitMessages = {
  close: 'Fermer',
  cancel: 'Annuler',
  loading: 'Chargement…',
  busy: 'Veuillez patienter…',
  tryAgain: 'Réessayer',
  somethingWentWrong: 'Une erreur s’est produite',
  errorSummaryTitle: 'Il y a un problème',
  relatedPages: 'Pages connexes',
  optional: '(facultatif)',
  errorPrefix: 'Erreur :',
  labelSeparator: '\u00a0: ',
  tone: { info: 'Information :', success: 'Réussite :', warning: 'Avertissement :', error: 'Erreur :' },
  progress: (value, max) => `${value} sur ${max}`,
  pointsUnit: (plural) => (plural === 'one' ? 'point' : 'points'),
  validation: {
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
  },
};

/** The kit's words in each language. */
export const kitMessages: Readonly<Record<KitLocale, KitMessages>> = { 'en-CA': enCA, 'fr-CA': frCA };
