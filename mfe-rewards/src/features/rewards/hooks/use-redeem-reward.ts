import { type ApiFailure, invalidateApiQueries, issueRewardPayload, type Reward } from '@maple/contracts';
import { useApiMutation, useMfe } from '@maple/contracts/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** What a redemption changes: the header balance, the history, the lists (stock, eligibility), entries and causes. */
const CHANGED_BY_REDEMPTION = ['points', 'history', 'rewards', 'sweepstakes', 'causes', 'charityDetailsCount'] as const;

/**
 * Redeems a reward: sends the issue-reward payload, then tells the site (`reward:redeemed`
 * on the bus, which analytics reports) and refreshes what changed, so the header balance
 * and the history follow without a reload. A failure is shown by the caller (inline); a
 * failure after the points were debited and given back refreshes the same things.
 */
export function useRedeemReward() {
  const { bus } = useMfe();
  const queryClient = useQueryClient();
  const mutation = useApiMutation('issueReward', {
    invalidates: CHANGED_BY_REDEMPTION,
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
          onError: (failure: ApiFailure) => void (failure.status !== null && invalidateApiQueries(queryClient, CHANGED_BY_REDEMPTION)),
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
