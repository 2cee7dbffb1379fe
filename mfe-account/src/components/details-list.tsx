import type { ReactNode } from 'react';
import styles from './details-list.module.css';

/** One line of a {@link DetailsList}: what it is, and its value. */
interface Detail {
  readonly term: ReactNode;
  readonly value: ReactNode;
}

/** Facts about the member as a description list: term above value on phones, side by side on wider screens. */
export function DetailsList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className={styles.list}>
      {details.map((detail, index) => (
        // The list is fixed for a render: its order is its identity.
        <div key={index} className={styles.row}>
          <dt className={styles.term}>{detail.term}</dt>
          <dd className={styles.value}>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
