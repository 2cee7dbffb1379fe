import type { SampleCampaign } from '@maple/contracts';
import { Button, VisuallyHidden } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import styles from './samples.module.css';

const messages = defineMessages({
  remove: { id: 'samples.chosen.remove', defaultMessage: 'Remove' },
});

/** The samples in the basket, each with a way to take it out. */
export function ChosenSamples({ samples, onRemove }: { samples: readonly SampleCampaign[]; onRemove: (incentiveId: string) => void }) {
  return (
    <ul className={styles.basketList}>
      {samples.map((sample) => (
        <li key={sample.incentiveId} className={styles.basketItem}>
          <span className={styles.basketName}>{sample.name}</span>
          <Button variant="quiet" size="small" onClick={() => onRemove(sample.incentiveId)}>
            <FormattedMessage {...messages.remove} />
            <VisuallyHidden>– {sample.name}</VisuallyHidden>
          </Button>
        </li>
      ))}
    </ul>
  );
}
