import type { Reward, RewardAvailability } from '@maple/contracts';
import { Button, Card, Points, VisuallyHidden } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { AvailabilityBadge } from './availability-badge';
import { loadRedeemFlow } from './reward-dialog';
import styles from './reward-card.module.css';

const messages = defineMessages({
  details: { id: 'rewards.card.details', defaultMessage: 'See details' },
  cost: { id: 'rewards.card.cost', defaultMessage: 'Cost' },
});

/** One reward in a list: its name, kind, cost, whether it can be redeemed now, and a button that opens it. */
export function RewardCard({
  reward,
  availability,
  pointsAvailable,
  onOpen,
}: {
  reward: Reward;
  availability: RewardAvailability;
  pointsAvailable: number | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Card
      heading={reward.name}
      actions={
        <Button
          variant="secondary"
          onClick={() => onOpen(reward.id)}
          // A head start on the dialog's chunk while the member points at the button or tabs to it.
          onPointerEnter={() => void loadRedeemFlow()}
          onFocus={() => void loadRedeemFlow()}
        >
          <FormattedMessage {...messages.details} />
          <VisuallyHidden>: {reward.name}</VisuallyHidden>
        </Button>
      }
    >
      <p className={styles.meta}>
        <span className={styles.kind}>{reward.typeLabel}</span>
        <span className={styles.cost}>
          <VisuallyHidden>
            <FormattedMessage {...messages.cost} />:{' '}
          </VisuallyHidden>
          <Points value={reward.cost} />
        </span>
      </p>
      <AvailabilityBadge reward={reward} availability={availability} pointsAvailable={pointsAvailable} />
      <p className={styles.description}>{reward.description}</p>
    </Card>
  );
}
