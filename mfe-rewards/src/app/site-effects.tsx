import { useBusEvent, useNavigateTo, useQueryParams } from '@maple/contracts/react';
import { type ComponentType, useCallback, useRef } from 'react';
import { useDailySignInCredit } from '../features/earning/hooks/use-daily-sign-in-credit';
import { useRoutePath } from '../lib/route-path';

/** On screens other than the impact page: takes `?pledge` to the impact page, where the pledge runs. */
function PledgeGoesToImpact() {
  const pathTo = useRoutePath();
  const navigateTo = useNavigateTo();
  const [params] = useQueryParams();
  const inUrl = useRef(false);
  inUrl.current = params.has('pledge');
  useBusEvent(
    'trigger:pledge',
    useCallback(() => {
      // A trigger held from another visit (no `?pledge` here) is ignored.
      if (!inUrl.current) return;
      const impact = pathTo('impact');
      if (impact) navigateTo(`${impact}?pledge`, { replace: true });
    }, [pathTo, navigateTo]),
  );
  return null;
}

/**
 * A page of mfe-rewards with the remote's site-wide effects: the member's daily sign-in (the
 * shell does not send it) and, except on the impact page itself (`pledgeHere`, which must be
 * the one to take the trigger the shell holds for it), `?pledge` taken to the impact page.
 */
export function withSiteEffects<P extends object>(Page: ComponentType<P>, { pledgeHere = false } = {}): ComponentType<P> {
  function ScreenWithSiteEffects(props: P) {
    useDailySignInCredit();
    return (
      <>
        {!pledgeHere && <PledgeGoesToImpact />}
        <Page {...props} />
      </>
    );
  }
  ScreenWithSiteEffects.displayName = `WithSiteEffects(${Page.displayName ?? Page.name})`;
  return ScreenWithSiteEffects;
}
