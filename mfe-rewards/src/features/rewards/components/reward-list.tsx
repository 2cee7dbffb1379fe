import { type Reward, rewardAvailability } from '@maple/contracts';
import { CardList } from '@maple/ui';
import { RewardCard } from './reward-card';

/**
 * Rewards as cards, each saying whether the viewer can redeem it now. The list at the top of a
 * page loads its first picture at once (`first`): it is on the first screen, maybe its largest part.
 */
export function RewardList({
  rewards,
  signedIn,
  pointsAvailable,
  onOpen,
  label,
  first = false,
}: {
  rewards: readonly Reward[];
  signedIn: boolean;
  pointsAvailable: number | null;
  onOpen: (id: string) => void;
  label?: string;
  first?: boolean;
}) {
  return (
    <CardList label={label}>
      {rewards.map((reward, index) => (
        <RewardCard
          key={reward.id}
          priority={first && index === 0}
          reward={reward}
          availability={rewardAvailability(reward, { signedIn, pointsAvailable })}
          pointsAvailable={pointsAvailable}
          onOpen={onOpen}
        />
      ))}
    </CardList>
  );
}
