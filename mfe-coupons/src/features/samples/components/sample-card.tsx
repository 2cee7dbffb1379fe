import type { SampleCampaign } from '@maple/contracts';
import { RouteLink } from '@maple/platform';
import { Badge, Button, buttonClassName, Card, cardImageSizes, ContentImage, type HeadingLevel, VisuallyHidden } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { sampleFailureMessages } from './sample-failure';
import styles from './samples.module.css';

const messages = defineMessages({
  available: { id: 'samples.card.available', defaultMessage: 'Available' },
  outOfStock: { id: 'samples.card.outOfStock', defaultMessage: 'Out of stock' },
  alreadyOrdered: { id: 'samples.card.alreadyOrdered', defaultMessage: 'Already ordered' },
  add: { id: 'samples.card.add', defaultMessage: 'Add to my basket' },
  inBasket: { id: 'samples.card.inBasket', defaultMessage: 'In your basket' },
  remove: { id: 'samples.card.remove', defaultMessage: 'Remove' },
  whatNext: { id: 'samples.card.whatNext', defaultMessage: 'What you can do instead' },
});

const STATUS = {
  available: { tone: 'success', label: messages.available },
  outOfStock: { tone: 'warning', label: messages.outOfStock },
  alreadyOrdered: { tone: 'neutral', label: messages.alreadyOrdered },
} as const;

/** A free sample: its picture, what it is, where it stands, and adding it to (or taking it out of) the basket. */
export function SampleCard({
  sample,
  inBasket,
  onAdd,
  onRemove,
  headingLevel = 3,
}: {
  sample: SampleCampaign;
  inBasket: boolean;
  onAdd: () => void;
  onRemove: () => void;
  headingLevel?: HeadingLevel;
}) {
  const status = STATUS[sample.status];
  const named = <VisuallyHidden>– {sample.name}</VisuallyHidden>;
  let actions;
  if (sample.status === 'outOfStock')
    actions = (
      <RouteLink to="outOfStock" className={buttonClassName('secondary', { size: 'small' })}>
        <FormattedMessage {...messages.whatNext} />
        {named}
      </RouteLink>
    );
  else if (sample.status === 'available' && inBasket)
    actions = (
      <>
        <Badge tone="success">
          <FormattedMessage {...messages.inBasket} />
        </Badge>
        <Button variant="quiet" size="small" onClick={onRemove}>
          <FormattedMessage {...messages.remove} />
          {named}
        </Button>
      </>
    );
  else if (sample.status === 'available')
    actions = (
      <Button size="small" onClick={onAdd}>
        <FormattedMessage {...messages.add} />
        {named}
      </Button>
    );
  return (
    <Card
      heading={sample.name}
      headingLevel={headingLevel}
      media={<ContentImage image={sample.image} sizes={cardImageSizes} />}
      actions={actions}
    >
      <p className={styles.status}>
        <Badge tone={status.tone}>
          <FormattedMessage {...status.label} />
        </Badge>
      </p>
      <p>{sample.description}</p>
      {sample.status === 'alreadyOrdered' && (
        <p className={styles.meta}>
          <FormattedMessage {...sampleFailureMessages.alreadyOrdered} />
        </p>
      )}
    </Card>
  );
}
