import { type Reward, rewardAvailability } from '@maple/contracts';
import { CardList } from '@maple/ui';
import { RewardCard } from './reward-card';

/** Rewards as cards, each saying whether the viewer can redeem it now. */
export function RewardList({
  rewards,
  signedIn,
  pointsAvailable,
  onOpen,
  label,
}: {
  rewards: readonly Reward[];
  signedIn: boolean;
  pointsAvailable: number | null;
  onOpen: (id: string) => void;
  label?: string;
}) {
  return (
    <CardList label={label}>
      {rewards.map((reward) => (
        <RewardCard
          key={reward.id}
          reward={reward}
          availability={rewardAvailability(reward, { signedIn, pointsAvailable })}
          pointsAvailable={pointsAvailable}
          onOpen={onOpen}
        />
      ))}
    </CardList>
  );
}
