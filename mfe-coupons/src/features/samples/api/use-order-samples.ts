import { ApiFailure, refreshAfter, type SampleCampaign } from '@maple/contracts';
import { useApiMutation, useSiteQueryClient } from '@maple/platform';
import { useCallback } from 'react';
import type { OrderOutcome } from '../components/order-outcomes';

/**
 * Orders samples one at a time and says what became of each, refusals included (shown in
 * place). A refusal may mean a sample's standing changed (ordered by the household, run out),
 * or that the API learnt the email address is confirmed: what an order changes is refreshed
 * then too, once the last one is answered.
 */
export function useOrderSamples() {
  const queryClient = useSiteQueryClient();
  const { mutateAsync } = useApiMutation('orderSampleV2', { errors: 'inline' });
  return useCallback(
    async (samples: readonly SampleCampaign[]): Promise<OrderOutcome[]> => {
      const outcomes: OrderOutcome[] = [];
      for (const sample of samples) {
        try {
          outcomes.push({ sample, ordered: await mutateAsync({ body: { incentiveId: sample.incentiveId } }) });
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          outcomes.push({ sample, failure: error });
        }
      }
      if (outcomes.some((outcome) => 'failure' in outcome)) await refreshAfter(queryClient, 'orderSampleV2');
      return outcomes;
    },
    [mutateAsync, queryClient],
  );
}
