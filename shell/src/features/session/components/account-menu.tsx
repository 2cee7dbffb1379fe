import { href, type Locale } from '@maple/contracts';
import { useApiQuery } from '@maple/contracts/react';
import { Button, Points, VisuallyHidden } from '@maple/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { type StoreApi, useStore } from 'zustand';
import { ShellLink } from '../../../components/shell-link';
import type { SiteStore } from '../../../lib/site-store';
import styles from './account-menu.module.css';

const messages = defineMessages({
  nav: { id: 'shell.account.nav', defaultMessage: 'Your account' },
  signIn: { id: 'shell.account.signIn', defaultMessage: 'Log in' },
  signUp: { id: 'shell.account.signUp', defaultMessage: 'Sign up' },
  signOut: { id: 'shell.account.signOut', defaultMessage: 'Log out' },
  myAccount: { id: 'shell.account.myAccount', defaultMessage: 'My account' },
  messages: { id: 'shell.account.messages', defaultMessage: 'Messages' },
  resuming: { id: 'shell.account.resuming', defaultMessage: 'Signing you back in…' },
});
const unreadMessages = defineMessage<{ unread: number }>({
  id: 'shell.account.unread',
  defaultMessage: '{unread, plural, one {# unread message} other {# unread messages}}',
});
const greeting = defineMessage<{ name: string }>({ id: 'shell.account.greeting', defaultMessage: 'Hi, {name}' });

/** Sign-in and sign-up for visitors; the member's name, balance and logout once signed in. */
export function AccountMenu({
  locale,
  store,
  restoring,
  onSignIn,
  onSignUp,
  onSignOut,
}: {
  locale: Locale;
  store: SiteStore;
  /** True while a stored session is resumed: neither a member nor the sign-in buttons yet. */
  restoring: StoreApi<{ readonly restoring: boolean }>;
  onSignIn: () => void;
  onSignUp: () => void;
  onSignOut: () => void;
}) {
  const intl = useIntl();
  const profile = useStore(store, (state) => (state.loggedIn ? state.profile : null));
  const resuming = useStore(restoring, (state) => state.restoring);
  // The balance and the unread count come from the query cache: any app's call that changes
  // them (a redemption, a message read) refreshes the header.
  const points = useApiQuery('points').data?.pointsBalance ?? null;
  const unread =
    useApiQuery('messages', undefined, { select: (answer) => answer.messages.filter((message) => !message.read).length }).data ?? 0;
  return (
    <nav aria-label={intl.formatMessage(messages.nav)}>
      {profile ? (
        <ul className={styles.list}>
          <li className={styles.member}>
            <FormattedMessage {...greeting} values={{ name: profile.firstName }} />
            {points !== null ? (
              <Points value={points} className={styles.balance} />
            ) : (
              // Holds the balance's place while it loads, so the header does not move when it arrives.
              <span className={styles.balancePending} aria-hidden="true" />
            )}
          </li>
          <li>
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
          </li>
          <li>
            <ShellLink href={href('myAccount', locale)}>
              <FormattedMessage {...messages.myAccount} />
            </ShellLink>
          </li>
          <li>
            <Button variant="secondary" size="small" onClick={onSignOut}>
              <FormattedMessage {...messages.signOut} />
            </Button>
          </li>
        </ul>
      ) : resuming ? (
        <p role="status" className={styles.resuming}>
          <FormattedMessage {...messages.resuming} />
        </p>
      ) : (
        <ul className={styles.list}>
          <li>
            <Button variant="secondary" size="small" onClick={onSignIn}>
              <FormattedMessage {...messages.signIn} />
            </Button>
          </li>
          <li>
            <Button size="small" onClick={onSignUp}>
              <FormattedMessage {...messages.signUp} />
            </Button>
          </li>
        </ul>
      )}
    </nav>
  );
}
