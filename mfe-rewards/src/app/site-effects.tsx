import { useBusEvent, useNavigateTo, useQueryParams } from '@maple/contracts/react';
import { type ComponentType, useCallback, useRef } from 'react';
import { useDailySignInCredit } from '../features/earning/hooks/use-daily-sign-in-credit';
import { useRoutePath } from '../lib/route-path';

/**
 * What every screen of mfe-rewards does besides its page: sends the member's daily sign-in
 * (the shell does not), and on screens other than the impact page, takes `?pledge` to the
 * impact page, where the pledge runs.
 */
function useSiteEffects({ pledgeHere }: { pledgeHere: boolean }) {
  useDailySignInCredit();
  const pathTo = useRoutePath();
  const navigateTo = useNavigateTo();
  const [params] = useQueryParams();
  const inUrl = useRef(false);
  inUrl.current = params.has('pledge');
  useBusEvent(
    'trigger:pledge',
    useCallback(() => {
      // The impact page runs the pledge itself; a trigger held from another visit is ignored.
      if (pledgeHere || !inUrl.current) return;
      const impact = pathTo('impact');
      if (impact) navigateTo(`${impact}?pledge`, { replace: true });
    }, [pledgeHere, pathTo, navigateTo]),
  );
}

/** A page of mfe-rewards with the remote's site-wide effects. */
export function withSiteEffects<P extends object>(Page: ComponentType<P>, { pledgeHere = false } = {}): ComponentType<P> {
  function ScreenWithSiteEffects(props: P) {
    useSiteEffects({ pledgeHere });
    return <Page {...props} />;
  }
  ScreenWithSiteEffects.displayName = `WithSiteEffects(${Page.displayName ?? Page.name})`;
  return ScreenWithSiteEffects;
}
