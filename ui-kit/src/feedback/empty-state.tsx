import type { ReactNode } from 'react';
import { ButtonRow } from '../layout/button-row';
import { classNames } from '../lib/class-names';
import { StateHeading, type StateHeadingLevel, stateStyles as styles } from './state-heading';

/** Props of {@link EmptyState}. */
interface EmptyStateProps {
  /** What is empty, said plainly: "You have no messages yet". */
  readonly title: ReactNode;
  readonly headingLevel?: StateHeadingLevel;
  /** Why, or what comes next. */
  readonly children?: ReactNode;
  /** The way forward: a button or a link in the button look. */
  readonly action?: ReactNode;
}

/** What a list or page shows when it has nothing yet, and how to fill it. */
export function EmptyState({ title, headingLevel = 2, children, action }: EmptyStateProps) {
  return (
    <div className={classNames(styles.state, styles.empty)}>
      <StateHeading level={headingLevel}>{title}</StateHeading>
      {children && <div className={styles.body}>{children}</div>}
      {action && <ButtonRow className={styles.action}>{action}</ButtonRow>}
    </div>
  );
}
