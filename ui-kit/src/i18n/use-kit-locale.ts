import { useContext } from 'react';
import { IntlContext } from 'react-intl';
import { type KitLocale, kitLocale } from './kit-locale';
import { type KitMessages, kitMessages } from './kit-messages';

/** The page's language, read from the nearest react-intl provider (English without one). */
export function useKitLocale(): KitLocale {
  // Read the context directly: outside a provider it is empty instead of throwing, so a kit
  // component in a test or a story without IntlProvider still renders (in English).
  const intl = useContext(IntlContext) as { locale?: string } | null | undefined;
  return kitLocale(intl?.locale);
}

/** The kit's own words in the page's language. */
export function useKitMessages(): KitMessages {
  return kitMessages[useKitLocale()];
}
