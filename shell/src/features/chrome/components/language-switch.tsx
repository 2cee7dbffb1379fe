import { type Locale, otherLocale } from '@maple/contracts';
import { defineMessages, useIntl } from 'react-intl';
import { ShellLink } from '#src/components/shell-link.tsx';
import styles from './language-switch.module.css';

const messages = defineMessages({
  label: { id: 'shell.languageSwitch.label', defaultMessage: 'Français' },
  description: { id: 'shell.languageSwitch.description', defaultMessage: 'Lire cette page en français' },
});

/** Switches to the same page in the other language. The label is written in that language. */
export function LanguageSwitch({ locale, href }: { locale: Locale; href: string }) {
  const intl = useIntl();
  const target = otherLocale(locale);
  return (
    <ShellLink href={href} className={styles.switch} lang={target} hrefLang={target} aria-label={intl.formatMessage(messages.description)}>
      {intl.formatMessage(messages.label)}
    </ShellLink>
  );
}
