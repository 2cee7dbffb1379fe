import { pointsShort, type Reward, type RewardAvailability } from '@maple/contracts';
import { Badge, Points } from '@maple/ui';
import { FormattedMessage } from 'react-intl';
import { availabilityBadgeMessages } from './reward-messages';
import styles from './availability-badge.module.css';

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
  switch (availability) {
    case 'unavailable':
      return (
        <Badge tone="danger" className={styles.badge}>
          <FormattedMessage {...availabilityBadgeMessages.unavailable} />
        </Badge>
      );
    case 'outOfStock':
      return (
        <Badge tone="warning" className={styles.badge}>
          <FormattedMessage {...availabilityBadgeMessages.outOfStock} />
        </Badge>
      );
    case 'ineligible':
      return (
        <Badge tone="neutral" className={styles.badge}>
          <FormattedMessage {...availabilityBadgeMessages.ineligible} />
        </Badge>
      );
    case 'unaffordable':
      return (
        <Badge tone="info" className={styles.badge}>
          <FormattedMessage
            {...availabilityBadgeMessages.unaffordable}
            values={{ points: <Points value={pointsShort(reward, pointsAvailable ?? 0)} /> }}
          />
        </Badge>
      );
    default:
      return null;
  }
}
