import { pointsShort, type Reward, type RewardAvailability } from '@maple/contracts';
import { Badge, type BadgeTone, Points } from '@maple/ui';
import { FormattedMessage } from 'react-intl';
import { availabilityBadgeMessages } from './reward-messages';
import styles from './availability-badge.module.css';

/** The reasons a badge shows (a visitor's is said in the dialog instead). */
type BadgeReason = Exclude<RewardAvailability, 'redeemable' | 'signInToRedeem'>;

const TONES: Record<BadgeReason, BadgeTone> = {
  unavailable: 'danger',
  outOfStock: 'warning',
  ineligible: 'neutral',
  unaffordable: 'info',
};

/** The badge of a reward that cannot be redeemed now (nothing for one that can, or for a visitor). */
export function AvailabilityBadge({
  reward,
  availability,
  pointsAvailable,
}: {
  reward: Reward;
  availability: RewardAvailability;
  pointsAvailable: number | null;
}) {
  if (availability === 'redeemable' || availability === 'signInToRedeem') return null;
  return (
    <Badge tone={TONES[availability]} className={styles.badge}>
      {availability === 'unaffordable' ? (
        <FormattedMessage
          {...availabilityBadgeMessages.unaffordable}
          values={{ points: <Points value={pointsShort(reward, pointsAvailable ?? 0)} /> }}
        />
      ) : (
        <FormattedMessage {...availabilityBadgeMessages[availability]} />
      )}
    </Badge>
  );
}
