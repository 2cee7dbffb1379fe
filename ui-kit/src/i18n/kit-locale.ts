/** The two languages of the site, as the kit knows them (it imports no app code). */
export type KitLocale = 'en-CA' | 'fr-CA';

/** The kit's language for any BCP 47 tag react-intl gives: French for `fr*`, English otherwise. */
export function kitLocale(locale: string | undefined): KitLocale {
  return locale?.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-CA';
}
