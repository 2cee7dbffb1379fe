import { type Reward, rewardAvailability } from '@maple/contracts';
import { Dialog, Skeleton, SkeletonText } from '@maple/ui';
import { lazy, Suspense } from 'react';
import { useOpenReward } from '../hooks/use-open-reward';

/** The redemption flow's own chunk (it brings the forms); also fetched ahead when a member points at a reward. */
export const loadRedeemFlow = () => import('./redeem-flow');

const RedeemFlow = lazy(() => loadRedeemFlow().then((module) => ({ default: module.RedeemFlow })));

/**
 * The dialog of the reward named by `?reward=` in the URL, if it is one of `rewards`: its
 * details and rules, then, for a member who can redeem it, the quantity, a confirmation with
 * the points before and after, and the outcome. A visitor is asked to sign in and brought
 * back to this same reward.
 */
export function RewardDialog({
  rewards,
  signedIn,
  pointsAvailable,
  showSweepstakesLink = true,
}: {
  rewards: readonly Reward[];
  signedIn: boolean;
  pointsAvailable: number | null;
  /** Links a sweepstakes to its official rules (not on the sweepstakes page itself). */
  showSweepstakesLink?: boolean;
}) {
  const { openId, close, pathWith } = useOpenReward();
  const reward = rewards.find((candidate) => candidate.id === openId);
  if (!reward) return null;
  const availability = rewardAvailability(reward, { signedIn, pointsAvailable });
  return (
    // While the flow's chunk loads (once), the dialog opens with the reward's name.
    <Suspense
      fallback={
        <Dialog open onClose={close} title={reward.name}>
          <Skeleton>
            <SkeletonText lines={4} />
          </Skeleton>
        </Dialog>
      }
    >
      <RedeemFlow
        key={reward.id}
        reward={reward}
        availability={availability}
        pointsAvailable={pointsAvailable}
        returnTo={pathWith(reward.id)}
        showSweepstakesLink={showSweepstakesLink}
        onClose={close}
      />
    </Suspense>
  );
}
