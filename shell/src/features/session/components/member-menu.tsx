import { href, type Locale, type SiteApi, type SiteQueryClient } from '@maple/contracts';
import { SiteDataProvider, useApiQuery } from '@maple/platform';
import { Button, Points, VisuallyHidden } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { ShellLink } from '#src/components/shell-link.tsx';
import type { SiteStore } from '#src/lib/site-store.ts';
import styles from './account-menu.module.css';

const messages = defineMessages({
  signOut: { id: 'shell.account.signOut', defaultMessage: 'Log out' },
  myAccount: { id: 'shell.account.myAccount', defaultMessage: 'My account' },
  messages: { id: 'shell.account.messages', defaultMessage: 'Messages' },
});
const unreadMessages = defineMessage<{ unread: number }>({
  id: 'shell.account.unread',
  defaultMessage: '{unread, plural, one {# unread message} other {# unread messages}}',
});
const greeting = defineMessage<{ name: string }>({ id: 'shell.account.greeting', defaultMessage: 'Hi, {name}' });
const welcomeBack = defineMessage({ id: 'shell.account.welcomeBack', defaultMessage: 'Welcome back' });

/** What the member menu shows and does. */
interface MemberMenuProps {
  readonly locale: Locale;
  /** Null for a member recognised on a page that reads none of their data (a campaign landing): no name, no balance. */
  readonly firstName: string | null;
  readonly store: SiteStore;
  readonly api: SiteApi;
  readonly queryClient: SiteQueryClient;
  readonly onSignOut: () => void;
}

/** The member's messages, with how many they have not read (from the query cache: reading one anywhere refreshes it). */
function MessagesLink({ locale }: { locale: Locale }) {
  const unread =
    useApiQuery('messages', undefined, { select: (answer) => answer.messages.filter((message) => !message.read).length }).data ?? 0;
  return (
    <ShellLink href={href('myMessages', locale)}>
      <FormattedMessage {...messages.messages} />
      {unread > 0 && (
        <>
          <span className={styles.unread} aria-hidden="true">
            {unread}
          </span>
          <VisuallyHidden>
            {', '}
            <FormattedMessage {...unreadMessages} values={{ unread }} />
          </VisuallyHidden>
        </>
      )}
    </ShellLink>
  );
}

/** The member's messages, account and logout: in the header's row on a wide screen, in the folded menu on a phone. */
function MemberItems({ locale, onSignOut, itemClassName }: Pick<MemberMenuProps, 'locale' | 'onSignOut'> & { itemClassName?: string }) {
  return (
    <>
      <li className={itemClassName}>
        <MessagesLink locale={locale} />
      </li>
      <li className={itemClassName}>
        <ShellLink href={href('myAccount', locale)}>
          <FormattedMessage {...messages.myAccount} />
        </ShellLink>
      </li>
      <li className={itemClassName}>
        <Button variant="secondary" size="small" onClick={onSignOut}>
          <FormattedMessage {...messages.signOut} />
        </Button>
      </li>
    </>
  );
}

function Balance() {
  // The balance comes from the query cache: any app's call that changes it (a redemption) refreshes the header.
  const points = useApiQuery('points').data?.pointsBalance ?? null;
  return points !== null ? (
    <Points value={points} className={styles.balance} />
  ) : (
    // Holds the balance's place while it loads, so the header does not move when it arrives.
    <span className={styles.balancePending} aria-hidden="true" />
  );
}

function MemberLinks({ locale, firstName, onSignOut }: Pick<MemberMenuProps, 'locale' | 'firstName' | 'onSignOut'>) {
  return (
    <ul className={styles.list}>
      {/* On a phone only this is beside the language switch: the header keeps two rows. */}
      <li className={styles.member}>
        <span className={styles.greeting}>
          {firstName === null ? <FormattedMessage {...welcomeBack} /> : <FormattedMessage {...greeting} values={{ name: firstName }} />}
        </span>
        {firstName !== null && <Balance />}
      </li>
      <MemberItems locale={locale} onSignOut={onSignOut} itemClassName={styles.wideOnly} />
    </ul>
  );
}

/** The member's messages, account and logout, as the folded menu shows them on a phone. */
export function MemberMenuItems({ locale, store, api, queryClient, onSignOut }: Omit<MemberMenuProps, 'firstName'>) {
  return (
    <SiteDataProvider api={api} store={store.view} locale={locale} queryClient={queryClient}>
      <ul className={styles.menuItems}>
        <MemberItems locale={locale} onSignOut={onSignOut} />
      </ul>
    </SiteDataProvider>
  );
}

/**
 * The signed-in member's part of the header: their name, balance, unread messages, account and
 * logout; a welcome instead of the name and balance where their data is not read (the unread
 * count waits too: the member's queries run once the profile is read). A chunk of its own: a
 * visitor's pages never download it.
 */
export function MemberMenu({ locale, firstName, store, api, queryClient, onSignOut }: MemberMenuProps) {
  return (
    <SiteDataProvider api={api} store={store.view} locale={locale} queryClient={queryClient}>
      <MemberLinks locale={locale} firstName={firstName} onSignOut={onSignOut} />
    </SiteDataProvider>
  );
}
