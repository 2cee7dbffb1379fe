import type { Locale, SiteApi, SiteQueryClient } from '@maple/contracts';
import { Button } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { lazyPart } from '#src/components/lazy-part.tsx';
import type { SiteStore } from '#src/lib/site-store.ts';
import styles from './account-menu.module.css';

const messages = defineMessages({
  nav: { id: 'shell.account.nav', defaultMessage: 'Your account' },
  signIn: { id: 'shell.account.signIn', defaultMessage: 'Log in' },
  signUp: { id: 'shell.account.signUp', defaultMessage: 'Sign up' },
  resuming: { id: 'shell.account.resuming', defaultMessage: 'Signing you back in…' },
});

/** Loads the member menu's chunk; the shell starts it early when the browser keeps a session. */
export const loadMemberMenu = () => import('./member-menu').then((module) => module.MemberMenu);
const loadMemberMenuItems = () => import('./member-menu').then((module) => module.MemberMenuItems);

function Resuming() {
  return (
    <p role="status" className={styles.resuming}>
      <FormattedMessage {...messages.resuming} />
    </p>
  );
}

const MemberMenu = lazyPart(loadMemberMenu, <Resuming />);
const MemberMenuItems = lazyPart(loadMemberMenuItems);

/** What the account area puts in the folded menu on a phone: a signed-in member's messages, account and logout. */
export function AccountMenuItems({
  locale,
  store,
  api,
  queryClient,
  onSignOut,
}: {
  locale: Locale;
  store: SiteStore;
  api: SiteApi;
  queryClient: SiteQueryClient;
  onSignOut: () => void;
}) {
  const signedIn = useStore(store, (state) => state.loggedIn);
  return signedIn ? <MemberMenuItems locale={locale} store={store} api={api} queryClient={queryClient} onSignOut={onSignOut} /> : null;
}

/** Sign-in and sign-up for visitors; the member's name, balance and logout once signed in (a welcome where their data is not read). */
export function AccountMenu({
  locale,
  store,
  api,
  queryClient,
  onSignIn,
  onSignUp,
  onSignOut,
  onSignInIntent,
}: {
  locale: Locale;
  store: SiteStore;
  api: SiteApi;
  queryClient: SiteQueryClient;
  onSignIn: () => void;
  onSignUp: () => void;
  onSignOut: () => void;
  /** The visitor is about to press Log in or Sign up (pointer over, focus): the sign-in code can start loading. */
  onSignInIntent?: () => void;
}) {
  const intl = useIntl();
  const signedIn = useStore(store, (state) => state.loggedIn);
  // Null for a member recognised from their stored session where nothing of theirs is read (a campaign landing).
  const firstName = useStore(store, (state) => state.profile?.firstName ?? null);
  // While a stored session is taken up: neither a member nor the sign-in buttons yet.
  const resuming = useStore(store, (state) => state.sessionRestoring);
  return (
    <nav aria-label={intl.formatMessage(messages.nav)}>
      {signedIn ? (
        <MemberMenu locale={locale} firstName={firstName} store={store} api={api} queryClient={queryClient} onSignOut={onSignOut} />
      ) : resuming ? (
        <Resuming />
      ) : (
        <ul className={styles.list} onPointerEnter={onSignInIntent} onFocus={onSignInIntent}>
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
