import { useQueryParams } from '@maple/platform';
import { useEffect } from 'react';

/** The query parameter the shell reads as the campaign source (spec section 3), for the sign-in's `campaignName`. */
const CAMPAIGN_PARAM = 'campaign';

/**
 * Records the landing page's campaign source: the shell keeps `?campaign=` for the sign-in, so
 * the page adds its own to its address (replacing the history entry) unless the visitor
 * arrived with one, which wins (a QR code's, a partner's link). Done after the first paint, so
 * the page renders the same on the server and in the browser.
 */
export function useCampaignSource(campaignSource: string | undefined): void {
  const [params, changeParams] = useQueryParams();
  const arrivedWith = params.get(CAMPAIGN_PARAM);
  useEffect(() => {
    if (campaignSource && !arrivedWith) changeParams({ [CAMPAIGN_PARAM]: campaignSource }, { replace: true });
  }, [arrivedWith, campaignSource, changeParams]);
}
