import type { Locale, RouteMatch } from '@maple/contracts';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { SessionService } from '../features/session/services/session-service';
import { decideNavigation } from './navigation-rules';
import type { ShellServices } from './shell-app';

/** Applies the shell's arrival rules (redirects, sign-in prompts, triggers) on every navigation. */
export function useNavigationRules({
  services,
  session,
  match,
  locale,
  pathname,
  search,
}: {
  services: ShellServices;
  session: SessionService | null;
  match: RouteMatch | undefined;
  locale: Locale;
  pathname: string;
  search: string;
}) {
  const loggedIn = useStore(services.store, (state) => state.loggedIn);
  useEffect(() => {
    if (!session) return;
    const decision = decideNavigation({ match, signedIn: session.validToken() !== null, locale, pathname, search });
    if (decision.campaignSource) services.rememberCampaign(decision.campaignSource);
    for (const trigger of decision.triggers) services.bus.emit(trigger, {});
    if (decision.redirectTo) {
      // Replace, so Back does not lead to the page the visitor could not see.
      window.history.replaceState(null, '', decision.redirectTo);
      if (decision.loginPromptFor)
        services.modals.getState().open({ kind: 'loginPrompt', reason: 'protectedPage', returnTo: decision.loginPromptFor });
    } else if (decision.signInReturningTo) {
      void session.signIn({ locale, returnTo: decision.signInReturningTo, signup: false });
    }
  }, [services, session, match, locale, pathname, search, loggedIn]);
}
