import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import styles from './states.module.css';

/** The heading level of an empty or error state: 1 when the state is the whole page. */
export type StateHeadingLevel = 1 | 2 | 3 | 4;

/** The heading of an empty or error state. */
export function StateHeading({ level, id, children }: { level: StateHeadingLevel; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={classNames(styles.heading, styles[`h${level}`])}>
      {children}
    </Tag>
  );
}

export { styles as stateStyles };
