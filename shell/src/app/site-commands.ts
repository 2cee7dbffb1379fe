import { type CauseId, href, type Locale, type SiteCommands } from '@maple/contracts';
import type { ModalStore } from '../features/modals/services/modal-store';
import type { SessionGateway } from '../features/session/services/session-gateway';
import { safeReturnPath } from '../lib/site-path';
import type { SiteStore } from '../lib/site-store';

/**
 * What the shell answers when a remote asks (`SiteCommands`): the error modal, the login
 * prompt, the cause, signing back in, the notices, ending the session, the cookie choice and
 * the member read afresh. Remotes reach the shell through these only (decision 053).
 */
export function createSiteCommands({
  store,
  modals,
  isScreen,
  locale,
  chooseCause,
  resumeSession,
  chooseConsent,
  session,
  goTo,
}: {
  store: SiteStore;
  modals: ModalStore;
  /** True for a path of the composition: the only places sign-in returns to. */
  isScreen: (pathname: string) => boolean;
  locale: () => Locale;
  /** Sets the cause; a visitor's choice is kept for their enrolment. */
  chooseCause: (causeId: CauseId) => void;
  /** Signs the member back in from the identity provider's session (after a session ended). */
  resumeSession: () => void;
  /** Records the visitor's cookie choice, as the consent banner does. */
  chooseConsent: (acceptAll: boolean) => void;
  /** The session's sign-out and its reading of the member. */
  session: Pick<SessionGateway, 'signOut' | 'refreshMember'>;
  /** Goes to a path of the site in place of the page (Back does not return to a member's page). */
  goTo: (path: string) => void;
}): SiteCommands {
  return {
    showError: (code) => store.actions.setErrorModal(code),
    // An opted-out member is signed in already: what they can do is opt back in (spec section 6).
    promptLogin: ({ reason, returnTo }) =>
      store.getState().profile?.optedOut
        ? modals.getState().open({ kind: 'optedOut' })
        : modals.getState().open({ kind: 'loginPrompt', reason, returnTo: safeReturnPath(returnTo, isScreen, href('home', locale())) }),
    chooseCause,
    resumeSession,
    showAlert: (alert) => store.actions.showAlert(alert),
    dismissAlert: (id) => store.actions.dismissAlert(id),
    // Home first, so the member-only page is gone before its member is: nothing on it asks for them.
    endSession: (reason) => {
      const here = locale();
      goTo(href('home', here));
      void session.signOut(reason, here);
    },
    acceptAllCookies: () => chooseConsent(true),
    refreshMember: () => void session.refreshMember(locale()),
  };
}
