import { href, type Locale, type RouteId, siteRoutes } from '@maple/contracts';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ShellLink } from '#src/components/shell-link.tsx';
import styles from './site-footer.module.css';

const messages = defineMessages({
  nav: { id: 'shell.footer.nav', defaultMessage: 'Site information' },
});

const notice = defineMessage<{ year: number }>({
  id: 'shell.footer.notice',
  defaultMessage: '© {year} Maple Rewards. Open to residents of Canada.',
});

const footerLinks: readonly RouteId[] = ['about', 'ourCompany', 'help', 'chat', 'offerRules', 'sitemap', 'search'];

/** The site footer: information links (the company's page among them) and the legal notice. */
export function SiteFooter({ locale }: { locale: Locale }) {
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
          </ul>
        </nav>
        {/* A page served as HTML carries its build's year: the visitor's clock corrects it after hydration. */}
        <p className={styles.notice} suppressHydrationWarning>
          <FormattedMessage {...notice} values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
