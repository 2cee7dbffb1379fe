import type { ComponentType } from 'react';
import { useDailySignInCredit } from '../features/earning/api/use-daily-sign-in-credit';

/**
 * A page of mfe-rewards with the remote's site-wide effect: the member's daily sign-in (the
 * shell does not send it). `?pledge` elsewhere is the shell's: it takes a member to the impact
 * page, where the pledge runs.
 */
export function withSiteEffects<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function ScreenWithSiteEffects(props: P) {
    useDailySignInCredit();
    return <Page {...props} />;
  }
  ScreenWithSiteEffects.displayName = `WithSiteEffects(${Page.displayName ?? Page.name})`;
  return ScreenWithSiteEffects;
}
