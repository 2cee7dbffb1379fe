import type { ReactNode, RefObject } from 'react';
import styles from './reward-dialog.module.css';

/**
 * The heading of a step after the first. The flow focuses it when the step appears, so a screen
 * reader says where the member is; it is not in the tab order.
 */
export function RedeemStepHeading({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h3>
  );
}
