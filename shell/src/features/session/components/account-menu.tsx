import { type EventBus, href, type Locale, type SiteStore } from '@maple/contracts';
import { Button, Points } from '@maple/ui';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { ShellLink } from '../../../components/shell-link';
import styles from './account-menu.module.css';

const messages = defineMessages({
  nav: { id: 'shell.account.nav', defaultMessage: 'Your account' },
  signIn: { id: 'shell.account.signIn', defaultMessage: 'Log in' },
  signUp: { id: 'shell.account.signUp', defaultMessage: 'Sign up' },
  signOut: { id: 'shell.account.signOut', defaultMessage: 'Log out' },
  myAccount: { id: 'shell.account.myAccount', defaultMessage: 'My account' },
});
const greeting = defineMessage<{ name: string }>({ id: 'shell.account.greeting', defaultMessage: 'Hi, {name}' });

/** The member's balance as the bus last announced it. */
function useBalance(bus: EventBus): number | null {
  const [points, setPoints] = useState<number | null>(null);
  useEffect(() => bus.on('points:changed', ({ balance: value }) => setPoints(value)), [bus]);
  return points;
}

/** Sign-in and sign-up for visitors; the member's name, balance and logout once signed in. */
export function AccountMenu({
  locale,
  store,
  bus,
  onSignIn,
  onSignUp,
  onSignOut,
}: {
  locale: Locale;
  store: SiteStore;
  bus: EventBus;
  onSignIn: () => void;
  onSignUp: () => void;
  onSignOut: () => void;
}) {
  const intl = useIntl();
  const profile = useStore(store, (state) => (state.loggedIn ? state.profile : null));
  const points = useBalance(bus);
  return (
    <nav aria-label={intl.formatMessage(messages.nav)}>
      {profile ? (
        <ul className={styles.list}>
          <li className={styles.member}>
            <FormattedMessage {...greeting} values={{ name: profile.firstName }} />
            {points !== null && <Points value={points} className={styles.balance} />}
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
