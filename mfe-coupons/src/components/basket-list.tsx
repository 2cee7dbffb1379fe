import { Button, VisuallyHidden } from '@maple/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import styles from './basket-list.module.css';

const messages = defineMessages({
  remove: { id: 'basket.list.remove', defaultMessage: 'Remove' },
});

/** One thing in a basket (a clipped coupon, a chosen sample), as its list shows it. */
interface BasketEntry {
  id: string;
  name: string;
  /** What else the member needs to know of it (a coupon's value and prints left). */
  details?: ReactNode;
}

/** The things in a basket, each with its name and a button that takes it out. */
export function BasketList({ entries, onRemove }: { entries: readonly BasketEntry[]; onRemove: (id: string) => void }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <span className={styles.name}>{entry.name}</span>
          {entry.details}
          <Button variant="quiet" size="small" onClick={() => onRemove(entry.id)}>
            <FormattedMessage {...messages.remove} />
            <VisuallyHidden>– {entry.name}</VisuallyHidden>
          </Button>
        </li>
      ))}
    </ul>
  );
}
