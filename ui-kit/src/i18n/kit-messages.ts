import type { KitLocale } from './kit-locale';

/**
 * Every word the kit itself shows or announces (validation messages apart: see
 * validation-messages.ts, which only forms ship). Both dictionaries have this type, so a
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
  errorPrefix: 'Erreur\u00a0:',
  labelSeparator: '\u00a0: ',
  tone: { info: 'Information\u00a0:', success: 'Réussite\u00a0:', warning: 'Avertissement\u00a0:', error: 'Erreur\u00a0:' },
  progress: (value, max) => `${value} sur ${max}`,
  pointsUnit: (plural) => (plural === 'one' ? 'point' : 'points'),
};

/** The kit's words in each language. */
export const kitMessages: Readonly<Record<KitLocale, KitMessages>> = { 'en-CA': enCA, 'fr-CA': frCA };
