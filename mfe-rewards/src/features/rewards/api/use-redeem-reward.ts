import { type ApiFailure, refreshAfter, type Reward } from '@maple/contracts';
import { issueRewardPayload } from '../lib/issue-reward-payload';
import { useApiMutation, useMfe, useSiteQueryClient } from '@maple/platform';
import { useCallback, useRef } from 'react';

/**
 * Redeems a reward: sends the issue-reward payload, then tells the site (`reward:redeemed`
 * on the bus, which analytics reports) and refreshes what changed, so the header balance
 * and the history follow without a reload. A failure is shown by the caller (inline); a
 * failure after the points were debited and given back refreshes the same things.
 */
export function useRedeemReward() {
  const { bus } = useMfe();
  const queryClient = useSiteQueryClient();
  const mutation = useApiMutation('issueReward', {
    errors: 'inline',
    onSuccess: (data, input) =>
      bus.emit('reward:redeemed', {
        rewardTypeExternalReference: input.body.rewardTypeExternalReference,
        rewardType: input.body.rewardType,
        pointsRedeemed: data.pointsRedeemed,
      }),
  });
  const { mutate } = mutation;
  // Set before the call starts, so a second click in the same moment (before React re-renders
  // the busy button) cannot send a second redemption.
  const inFlight = useRef(false);
  const redeem = useCallback(
    (reward: Pick<Reward, 'id' | 'type'>, quantity: number) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(
        { body: issueRewardPayload(reward, quantity) },
        {
          // Points debited then given back (out of stock, a partner's failure): the lists and balance change too.
          onError: (failure: ApiFailure) => void (failure.status !== null && refreshAfter(queryClient, 'issueReward')),
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
    },
    [mutate, queryClient],
  );
  return { ...mutation, redeem };
}
