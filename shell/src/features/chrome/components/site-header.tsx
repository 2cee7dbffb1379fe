import { href, type Locale, type RouteId, siteRoutes } from '@maple/contracts';
import { Button } from '@maple/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LanguageSwitch } from './language-switch';
import { ShellLink } from '#src/components/shell-link.tsx';
import styles from './site-header.module.css';

const messages = defineMessages({
  home: { id: 'shell.header.home', defaultMessage: 'Maple Rewards, home' },
  mainNav: { id: 'shell.header.mainNav', defaultMessage: 'Main' },
  menu: { id: 'shell.header.menu', defaultMessage: 'Menu' },
});

const mainLinks: readonly RouteId[] = ['rewards', 'earnPoints', 'coupons', 'samples', 'survey', 'impact'];

function titleOf(id: RouteId, locale: Locale) {
  return siteRoutes.find(id)?.title[locale] ?? id;
}

/**
 * The site header: brand, the account area, the language switch and the main navigation. On
 * a phone (below the spec's 768 px) the navigation folds behind a Menu button.
 */
export function SiteHeader({
  locale,
  pathname,
  counterpartHref,
  counterpartQuery = '',
  account,
  menuItems = null,
}: {
  locale: Locale;
  pathname: string;
  /** The same page in the other language; null hides the switch. */
  counterpartHref: string | null;
  /** This address's query and fragment, which the switch keeps once the page is hydrated. */
  counterpartQuery?: string;
  account: ReactNode;
  /** More of the account area, in the folded menu on a phone (the member's account and logout): the header keeps two rows. */
  menuItems?: ReactNode;
}) {
  const intl = useIntl();
  const navListId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  // A navigation folds the menu again.
  useEffect(() => setMenuOpen(false), [pathname]);
  // Escape folds the open menu, as it closes any disclosure; the focus goes back to the Menu
  // button when it was inside the menu, so a keyboard user is not left on a hidden link.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusInMenu = nav.current?.contains(document.activeElement) ?? false;
      setMenuOpen(false);
      if (focusInMenu) menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const link = (id: RouteId) => {
    const target = href(id, locale);
    const current = siteRoutes.match(pathname)?.route.id === id;
    return (
      <li key={id}>
        <ShellLink href={target} className={styles.navLink} aria-current={current ? 'page' : undefined}>
          {titleOf(id, locale)}
        </ShellLink>
      </li>
    );
  };
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <ShellLink href={href('home', locale)} className={styles.brand} aria-label={intl.formatMessage(messages.home)}>
          <svg className={styles.logo} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2l1.6 3.4 2.2-1-.6 5 2.6-2.2.6 1.8 3-.6-1.2 3 1.4.8-4.8 3.8.6 1.8-4.4-.8V22h-1.6v-3.6l-4.4.8.6-1.8-4.8-3.8 1.4-.8-1.2-3 3 .6.6-1.8 2.6 2.2-.6-5 2.2 1z"
            />
          </svg>
          Maple Rewards
        </ShellLink>
        <div className={styles.menu}>
          <Button
            ref={menuButton}
            variant="secondary"
            size="small"
            aria-expanded={menuOpen}
            aria-controls={navListId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {intl.formatMessage(messages.menu)}
          </Button>
        </div>
        <div className={styles.tools}>
          {account}
          {counterpartHref !== null && <LanguageSwitch locale={locale} href={counterpartHref} query={counterpartQuery} />}
        </div>
        <nav ref={nav} aria-label={intl.formatMessage(messages.mainNav)} className={styles.nav} data-open={menuOpen}>
          <ul id={navListId} className={styles.navList}>
            {mainLinks.map(link)}
          </ul>
          {menuItems && <div className={styles.phoneOnly}>{menuItems}</div>}
        </nav>
      </div>
    </header>
  );
}
