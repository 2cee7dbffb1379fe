import type { Reward, RewardAvailability } from '@maple/contracts';
import { Button, Card, cardImageSizes, ContentImage, Points, VisuallyHidden } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { AvailabilityBadge } from './availability-badge';
import { loadRedeemFlow } from './reward-dialog';
import styles from './reward-card.module.css';

// The colons are in the messages: French puts a non-breaking space before its own.
const messages = defineMessages<{ details: { name: string; hidden: MessageTag }; cost: { hidden: MessageTag } }>({
  details: { id: 'rewards.card.details', defaultMessage: 'See details<hidden>: {name}</hidden>' },
  cost: { id: 'rewards.card.cost', defaultMessage: '<hidden>Cost: </hidden>' },
});

const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

/**
 * One reward in a list: its picture, name, kind, cost, whether it can be redeemed now, and a
 * button that opens it. The list's first picture is the page's `priority` one (it is on the first screen).
 */
export function RewardCard({
  reward,
  availability,
  pointsAvailable,
  onOpen,
  priority = false,
}: {
  reward: Reward;
  availability: RewardAvailability;
  pointsAvailable: number | null;
  onOpen: (id: string) => void;
  priority?: boolean;
}) {
  return (
    <Card
      heading={reward.name}
      media={<ContentImage image={reward.image} sizes={cardImageSizes} priority={priority} />}
      actions={
        <Button
          variant="secondary"
          onClick={() => onOpen(reward.id)}
          // A head start on the dialog's chunk while the member points at the button or tabs to it.
          onPointerEnter={() => void loadRedeemFlow()}
          onFocus={() => void loadRedeemFlow()}
        >
          <FormattedMessage {...messages.details} values={{ name: reward.name, hidden }} />
        </Button>
      }
    >
      <p className={styles.meta}>
        <span className={styles.kind}>{reward.typeLabel}</span>
        <span className={styles.cost}>
          <FormattedMessage {...messages.cost} values={{ hidden }} />
          <Points value={reward.cost} />
        </span>
      </p>
      <AvailabilityBadge reward={reward} availability={availability} pointsAvailable={pointsAvailable} />
      <p className={styles.description}>{reward.description}</p>
    </Card>
  );
}
