import type { Locale, RouteMatch } from '@maple/contracts';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { SessionGateway } from '../features/session/services/session-gateway';
import { decideNavigation } from './navigation-rules';
import type { ShellServices } from './shell-app';

/** Applies the shell's arrival rules (redirects, sign-in prompts, triggers, a link's campaign and cause) on every navigation. */
export function useNavigationRules({
  services,
  session,
  match,
  locale,
  pathname,
  search,
}: {
  services: ShellServices;
  session: SessionGateway | null;
  match: RouteMatch | undefined;
  locale: Locale;
  pathname: string;
  search: string;
}) {
  const loggedIn = useStore(services.store, (state) => state.loggedIn);
  useEffect(() => {
    if (!session) return;
    const signedIn = session.validToken() !== null;
    const decision = decideNavigation({ match, signedIn, locale, pathname, search });
    if (decision.campaignSource) services.rememberCampaign(decision.campaignSource);
    if (decision.cause) services.chooseCause(decision.cause);
    for (const trigger of decision.triggers) {
      if (trigger === 'trigger:print-coupons') services.bus.emit(trigger, { signedIn });
      else services.bus.emit(trigger, {});
    }
    // Replace, so Back does not lead to the page the visitor could not see, or back to the trigger.
    if (decision.redirectTo) window.history.replaceState(null, '', decision.redirectTo);
    if (decision.loginPrompt) services.modals.getState().open({ kind: 'loginPrompt', ...decision.loginPrompt });
    else if (decision.signInReturningTo) void session.signIn({ locale, returnTo: decision.signInReturningTo, signup: false });
  }, [services, session, match, locale, pathname, search, loggedIn]);
}
