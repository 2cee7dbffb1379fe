import { type Locale, otherLocale } from '@maple/contracts';
import { useHydrated } from '@maple/platform';
import { defineMessages, useIntl } from 'react-intl';
import { ShellLink } from '#src/components/shell-link.tsx';
import styles from './language-switch.module.css';

const messages = defineMessages({
  label: { id: 'shell.languageSwitch.label', defaultMessage: 'Français' },
  description: { id: 'shell.languageSwitch.description', defaultMessage: 'Lire cette page en français' },
});

/**
 * Switches to the same page in the other language. The label is written in that language.
 * `query` (this address's query and fragment) is added once hydrated: a served page was
 * rendered without it. Only this link renders again then, not the chrome around it.
 */
export function LanguageSwitch({ locale, href, query = '' }: { locale: Locale; href: string; query?: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const target = otherLocale(locale);
  return (
    <ShellLink
      href={hydrated ? `${href}${query}` : href}
      className={styles.switch}
      lang={target}
      hrefLang={target}
      aria-label={intl.formatMessage(messages.description)}
    >
      {intl.formatMessage(messages.label)}
    </ShellLink>
  );
}
