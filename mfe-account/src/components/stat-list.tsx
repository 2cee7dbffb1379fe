import type { ReactNode } from 'react';
import styles from './stat-list.module.css';

/** One figure of a {@link StatList}: its value, large, and what it is. */
interface Stat {
  readonly label: ReactNode;
  readonly value: ReactNode;
  readonly hint?: ReactNode;
}

/** Key figures side by side (one per line on phones): the value large, its label under it. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className={styles.list}>
      {stats.map((stat, index) => (
        // The figures are fixed for a render: their order is their identity.
        <li key={index} className={styles.stat}>
          <span className={styles.value}>{stat.value}</span>
          <span className={styles.label}>{stat.label}</span>
          {stat.hint && <span className={styles.hint}>{stat.hint}</span>}
        </li>
      ))}
    </ul>
  );
}
