import { href, type Locale, type RouteId, siteRoutes } from '@maple/contracts';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ShellLink } from '../../../components/shell-link';
import styles from './site-footer.module.css';

const messages = defineMessages({
  nav: { id: 'shell.footer.nav', defaultMessage: 'Site information' },
  corporate: { id: 'shell.footer.corporate', defaultMessage: 'Our company' },
});

const notice = defineMessage<{ year: number }>({
  id: 'shell.footer.notice',
  defaultMessage: '© {year} Maple Rewards. Open to residents of Canada.',
});

const footerLinks: readonly RouteId[] = ['about', 'help', 'chat', 'offerRules', 'sitemap', 'search'];

/** The site footer: information links, the corporate site and the legal notice. */
export function SiteFooter({ locale, corporateSite }: { locale: Locale; corporateSite: string | null }) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={intl.formatMessage(messages.nav)}>
          <ul className={styles.list}>
            {footerLinks.map((id) => (
              <li key={id}>
                <ShellLink href={href(id, locale)}>{siteRoutes.find(id)?.title[locale]}</ShellLink>
              </li>
            ))}
            {corporateSite && (
              <li>
                <a href={corporateSite}>{intl.formatMessage(messages.corporate)}</a>
              </li>
            )}
          </ul>
        </nav>
        <p className={styles.notice}>
          <FormattedMessage {...notice} values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
